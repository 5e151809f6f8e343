import { useEffect, useRef } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { PageSpinnerInline } from '@/components/ui/spinner'
import { buttonClasses } from '@/components/ui/button'
import { useOpenAlert } from '@/features/alerts/api/open-alert'
import { readableErrorMessage } from '@/lib/api-error'

/**
 * /alert/{id}: where a toast, a desktop notification, a push notification or the alerts list
 * leads. It opens the alert (a check-in as its conversation) and replaces itself with that page.
 */
export default function OpenAlertPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { mutate, error } = useOpenAlert()
  const started = useRef<string | null>(null)
  useEffect(() => {
    if (started.current === id) return
    started.current = id
    mutate(id, { onSuccess: (to) => navigate(to, { replace: true }) })
  }, [id, mutate, navigate])

  if (error)
    return (
      <div role="alert" className="flex flex-col items-center gap-4 p-10 text-center">
        <p className="text-star">
          {readableErrorMessage(error, 'This alert could not be opened.')}
        </p>
        <Link to="/" className={buttonClasses()}>
          Go to your conversations
        </Link>
      </div>
    )
  return <PageSpinnerInline label="Opening the message" />
}
