import { FREE_TRIAL_MESSAGES, type SubscriptionStatus } from '@orion/contracts/chat'
import type { BillingAccountRow } from '../../db/schema/billing'
import type { UserRow } from '../../db/schema/users'
import { AppError } from '../../plugins/app-error'
import { ENTITLED_STATUSES, type BillingRepository } from './billing.repository'
import type { Transaction } from '../../db/client'
import type { SubscriptionRepository } from './subscription.repository'

// The free trial: 15 messages unless exempt or subscribed.
// Without a payment provider nobody could pay, so nothing is limited
// (docs/decisions/0010-no-trial-limit-without-billing.md).

export const TRIAL_LIMIT_MESSAGE =
  "You've used all 15 free messages. Subscribe for unlimited access!"
export const trialLimitReached = () => new AppError(402, 'trial_limit_reached', TRIAL_LIMIT_MESSAGE)

export interface SubscriptionServiceOptions {
  /** Lower-cased EXEMPT_EMAILS. */
  exemptEmails: string[]
  /** A payment provider is configured (STRIPE_*). */
  billingEnabled: boolean
}

const isEntitled = (account: BillingAccountRow | null) =>
  account?.status != null && ENTITLED_STATUSES.includes(account.status)

/** Stripe's status in the spec's words (canceled -> cancelled, incomplete_expired -> expired). */
function displayStatus(
  account: BillingAccountRow | null,
): SubscriptionStatus['subscriptionStatus'] {
  switch (account?.status ?? null) {
    case null:
      return 'trial'
    case 'active':
    case 'trialing':
      return 'active'
    case 'past_due':
    case 'unpaid':
      return 'past_due'
    case 'canceled':
      return 'cancelled'
    case 'incomplete_expired':
      return 'expired'
    case 'paused':
      return 'paused'
    default:
      return 'incomplete'
  }
}

export function createSubscriptionService(
  repository: SubscriptionRepository,
  billing: BillingRepository,
  options: SubscriptionServiceOptions,
) {
  const exempt = new Set(options.exemptEmails)
  const isExempt = (user: UserRow) => exempt.has(user.email.toLowerCase())

  return {
    isExempt,

    async status(user: UserRow): Promise<SubscriptionStatus> {
      const account = await billing.findByUser(user.id)
      const isActive = isEntitled(account)
      const unlimited = !options.billingEnabled || isExempt(user) || isActive
      const remaining = unlimited
        ? null
        : Math.max(FREE_TRIAL_MESSAGES - (await repository.messagesSent(user.id)), 0)
      return {
        subscriptionStatus: displayStatus(account),
        messagesRemaining: remaining,
        subscriptionRequired: remaining === 0,
        isExempt: isExempt(user),
        isActive,
        cancelAtPeriodEnd: isActive && (account?.cancelAtPeriodEnd ?? false),
        currentPeriodEnd: account?.currentPeriodEnd?.toISOString() ?? null,
        stripeCustomerId: account?.stripeCustomerId ?? null,
        billingEnabled: options.billingEnabled,
      }
    },

    /**
     * Counts the message inside the caller's transaction (the one storing it); throws 402 when the
     * trial is used up. Returns whether a trial message was counted (to refund it on failure).
     */
    async consumeMessage(user: UserRow, tx: Transaction): Promise<boolean> {
      if (!options.billingEnabled || isExempt(user)) return false
      if (isEntitled(await billing.findByUser(user.id, tx))) return false
      const count = await repository.consumeTrialMessage(user.id, FREE_TRIAL_MESSAGES, tx)
      if (count === null) throw trialLimitReached()
      return true
    },

    refundMessage(user: UserRow, tx: Transaction) {
      return repository.refundTrialMessage(user.id, tx)
    },
  }
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>
