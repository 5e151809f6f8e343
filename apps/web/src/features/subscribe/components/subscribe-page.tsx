import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { ComingSoon, Page } from '@/components/ui/page'

export default function SubscribePage() {
  return (
    <Page
      title="Subscription"
      intro="Unlimited messages after the 15-message free trial."
      actions={
        <Link to="/" className={buttonClasses('secondary')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Chat
        </Link>
      }
    >
      <ComingSoon>Subscribing and managing billing are not available yet.</ComingSoon>
    </Page>
  )
}
