import type { ReactNode } from 'react'
import { useOAuthSignIn } from '@/features/auth/api/oauth-sign-in'
import {
  AUTHENTICATION_ERROR,
  AUTHENTICATION_FALLBACK,
  authErrorMessage,
} from '@/features/auth/auth-messages'
import { buttonClasses } from '@/components/ui/button'
import type { OAuthProvider } from '@/lib/oauth-pending'
import { useMeta } from '@/lib/meta'
import { toast } from '@/lib/toast'

const providers: Array<{ id: OAuthProvider; name: string; logo: ReactNode }> = [
  {
    id: 'google',
    name: 'Google',
    logo: (
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
        <path
          fill="#EA4335"
          d="M12 10.2v3.9h5.5c-.24 1.4-1.7 4.1-5.5 4.1-3.3 0-6-2.7-6-6.2s2.7-6.2 6-6.2c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.3 14.6 2.3 12 2.3 6.7 2.3 2.4 6.6 2.4 12s4.3 9.7 9.6 9.7c5.5 0 9.2-3.9 9.2-9.4 0-.6-.1-1.1-.2-1.6H12z"
        />
      </svg>
    ),
  },
  {
    id: 'microsoft',
    name: 'Microsoft',
    logo: (
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
        <path fill="#F25022" d="M2 2h9.5v9.5H2z" />
        <path fill="#7FBA00" d="M12.5 2H22v9.5h-9.5z" />
        <path fill="#00A4EF" d="M2 12.5h9.5V22H2z" />
        <path fill="#FFB900" d="M12.5 12.5H22V22h-9.5z" />
      </svg>
    ),
  },
]

/**
 * 'Continue with Google' and 'Continue with Microsoft'. A provider this server has no client id
 * for (GET /api/meta authProviders) shows its button disabled, with the reason.
 */
export function OAuthButtons() {
  const meta = useMeta()
  const oauth = useOAuthSignIn()

  function start(provider: OAuthProvider) {
    oauth.mutate(provider, {
      onError: (error) =>
        toast({
          title: AUTHENTICATION_ERROR,
          description: authErrorMessage(error, AUTHENTICATION_FALLBACK),
          variant: 'destructive',
        }),
    })
  }

  return (
    <div className="space-y-3">
      {providers.map(({ id, name, logo }) => {
        const configured = meta.data?.authProviders[id] === true
        const noteId = `oauth-${id}-note`
        const unavailable = meta.isSuccess && !configured
        return (
          <div key={id}>
            <button
              type="button"
              onClick={() => start(id)}
              disabled={!configured || oauth.isPending}
              aria-describedby={unavailable ? noteId : undefined}
              className={buttonClasses('secondary', 'w-full py-2.5')}
            >
              {logo}
              Continue with {name}
            </button>
            {unavailable ? (
              <p id={noteId} className="mt-1 text-center text-xs text-star-muted">
                {name} sign-in is not set up on this server.
              </p>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}

export function Divider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs tracking-wide text-star-muted uppercase">
      <span className="h-px flex-1 bg-white/15" aria-hidden="true" />
      {label}
      <span className="h-px flex-1 bg-white/15" aria-hidden="true" />
    </div>
  )
}
