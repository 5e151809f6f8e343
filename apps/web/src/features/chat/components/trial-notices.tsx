import type { SubscriptionStatus } from '@orion/contracts/chat'
import { AlertTriangle, Crown } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import {
  isLowBalance,
  isTrialLimitReached,
  TRIAL_LIMIT_MESSAGE,
} from '@/features/chat/hooks/use-trial-notices'

/** The trial-limit banner, or the low-balance warning. */
export function TrialNotices({ status }: { status: SubscriptionStatus | null | undefined }) {
  if (isTrialLimitReached(status))
    return (
      <section
        role="alert"
        aria-labelledby="trial-limit-title"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300/40 bg-amber-500/15 p-4"
      >
        <Crown className="size-6 shrink-0 text-amber-200" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="trial-limit-title" className="font-semibold text-star">
            Trial Limit Reached
          </h2>
          <p className="text-sm text-star-muted">{TRIAL_LIMIT_MESSAGE}</p>
        </div>
        <Link to="/subscribe" className={buttonClasses()}>
          Subscribe
        </Link>
      </section>
    )
  if (isLowBalance(status)) {
    const remaining = status?.messagesRemaining ?? 0
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl border border-amber-300/30 bg-amber-500/10 px-4 py-2 text-sm text-amber-100"
      >
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        <span>
          {remaining} free {remaining === 1 ? 'message' : 'messages'} left.{' '}
          <Link to="/subscribe" className="font-semibold underline underline-offset-2">
            Subscribe
          </Link>{' '}
          for unlimited access.
        </span>
      </p>
    )
  }
  return null
}
