import { useQueryClient } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { logOut } from '@/features/logout/api/log-out'

/** /logout: 'Logging out...', then /auth with a page reload. */
export default function LogoutPage() {
  const queryClient = useQueryClient()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void logOut(queryClient)
  }, [queryClient])

  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center">
      <div role="status" className="flex flex-col items-center gap-4">
        <LoaderCircle className="size-8 animate-spin text-accent" aria-hidden="true" />
        <h1 className="text-xl font-semibold text-star">Logging out...</h1>
      </div>
    </main>
  )
}
