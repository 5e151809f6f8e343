import { useState } from 'react'
import { useEmailVerification, useResendVerification } from '@/features/auth/api/email-verification'

/** A quiet line until the person's address is confirmed; the app works meanwhile. */
export function VerifyEmailBanner() {
  const verification = useEmailVerification()
  const resend = useResendVerification()
  const [sent, setSent] = useState(false)
  const user = verification.data?.user
  if (!user || user.emailVerified) return null

  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-white/10 bg-night-900/80 px-4 py-2 text-sm text-star-muted"
    >
      <span>Please confirm your e-mail address: we sent a link to {user.email}.</span>
      {sent ? (
        <span>A new link is on its way.</span>
      ) : (
        <button
          type="button"
          disabled={resend.isPending}
          onClick={() => resend.mutate(user.email, { onSuccess: () => setSent(true) })}
          className="font-medium text-violet-200 underline-offset-2 hover:text-white hover:underline"
        >
          {resend.isPending ? 'Sending...' : 'Send it again'}
        </button>
      )}
      {resend.isError && <span role="alert">Could not send it now. Please try again later.</span>}
    </div>
  )
}
