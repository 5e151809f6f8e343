import type { SubscriptionStatus } from '@orion/contracts/chat'
import {
  AlertTriangle,
  CalendarClock,
  Crown,
  HeartHandshake,
  RotateCcw,
  Server,
} from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import {
  accessEndsOn,
  type useSubscriptionActions,
} from '@/features/subscribe/hooks/use-subscription-actions'
import { PlanDetails, SubscriptionCard } from './plan-card'

type Actions = ReturnType<typeof useSubscriptionActions>

function ManageBilling({ actions }: { actions: Actions }) {
  return (
    <button
      type="button"
      onClick={actions.openPortal}
      disabled={actions.openingPortal}
      className={buttonClasses('secondary')}
    >
      {actions.openingPortal ? 'Opening...' : 'Manage Billing'}
    </button>
  )
}

/** Active and not cancelling. */
export function ActiveCard({
  status,
  actions,
  onCancel,
}: {
  status: SubscriptionStatus
  actions: Actions
  onCancel: () => void
}) {
  return (
    <SubscriptionCard
      title="Active Subscription"
      tone="gold"
      icon={<Crown className="size-6 text-amber-400" aria-hidden="true" />}
    >
      <p>You have unlimited messages with Orion. Thank you for subscribing.</p>
      {status.subscriptionStatus === 'past_due' ? (
        <p role="alert" className="flex items-start gap-2 text-amber-300">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Your last payment did not go through. Please update your card in Manage Billing.
        </p>
      ) : (
        <p>Renews on {accessEndsOn(status.currentPeriodEnd)}.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <ManageBilling actions={actions} />
        <button type="button" onClick={onCancel} className={buttonClasses('ghost')}>
          Cancel Subscription
        </button>
      </div>
    </SubscriptionCard>
  )
}

/** Active with cancelAtPeriodEnd. */
export function EndingCard({ status, actions }: { status: SubscriptionStatus; actions: Actions }) {
  return (
    <SubscriptionCard
      title="Subscription Ending"
      tone="gold"
      icon={<CalendarClock className="size-6 text-amber-400" aria-hidden="true" />}
    >
      <p>
        Your subscription is cancelled. You keep unlimited messages until{' '}
        <strong className="text-star">{accessEndsOn(status.currentPeriodEnd)}</strong>.
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={actions.reactivate} className={buttonClasses()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Reactivate
        </button>
        <ManageBilling actions={actions} />
      </div>
    </SubscriptionCard>
  )
}

/** Status cancelled or expired, with resubscribe. */
export function CancelledCard({ actions }: { actions: Actions }) {
  return (
    <SubscriptionCard
      title="Cancelled Subscription"
      tone="muted"
      icon={<RotateCcw className="size-6 text-accent" aria-hidden="true" />}
    >
      <p>Your subscription has ended. Resubscribe to get unlimited messages again.</p>
      <PlanDetails />
      <SubscribeButton actions={actions} label="Resubscribe" />
    </SubscriptionCard>
  )
}

function SubscribeButton({ actions, label }: { actions: Actions; label: string }) {
  return (
    <button
      type="button"
      onClick={actions.subscribe}
      disabled={actions.subscribing}
      className={buttonClasses('primary', 'w-full sm:w-auto')}
    >
      {actions.subscribing ? 'Opening checkout...' : label}
    </button>
  )
}

/** Otherwise: the plan, with the free-trial notice while messages remain. */
export function SupportCard({
  status,
  signedIn,
  actions,
}: {
  status: SubscriptionStatus | null
  signedIn: boolean
  actions: Actions
}) {
  const remaining = status?.messagesRemaining ?? 0
  return (
    <SubscriptionCard
      title="Support Orion"
      icon={<HeartHandshake className="size-6 text-accent" aria-hidden="true" />}
    >
      {remaining > 0 ? (
        <p role="status" className="rounded-lg bg-violet-500/15 px-3 py-2 text-violet-100">
          You are on the free trial: {remaining} of 15 free messages left.
        </p>
      ) : status?.subscriptionRequired ? (
        <p role="status" className="rounded-lg bg-amber-500/15 px-3 py-2 text-amber-100">
          You've used all 15 free messages. Subscribe for unlimited access!
        </p>
      ) : status?.isExempt ? (
        <p role="status">Your account has no message limit.</p>
      ) : null}
      <PlanDetails />
      <SubscribeButton actions={actions} label="Subscribe" />
      {signedIn ? null : (
        <p>
          <Link to="/auth" className="font-medium text-violet-200 underline underline-offset-2">
            Sign in
          </Link>{' '}
          to subscribe. Every new account starts with 15 free messages.
        </p>
      )}
    </SubscriptionCard>
  )
}

/** docs/decisions/0010: no payment provider here, so no trial limit either. */
export function NotConfiguredCard() {
  return (
    <SubscriptionCard
      title="Subscriptions are not set up on this server"
      tone="muted"
      icon={<Server className="size-6 text-accent" aria-hidden="true" />}
    >
      <p>
        This Orion server has no payment provider, so there is nothing to pay and no free-trial
        limit: messages are unlimited here.
      </p>
      <p>
        If you run this server, set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID to
        offer the monthly plan (see the README).
      </p>
    </SubscriptionCard>
  )
}
