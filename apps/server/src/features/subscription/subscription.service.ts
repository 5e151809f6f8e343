import { FREE_TRIAL_MESSAGES, type SubscriptionStatus } from '@orion/contracts/chat'
import type { UserRow } from '../../db/schema/users'
import { AppError } from '../../plugins/app-error'
import type { SubscriptionRepository, Transaction } from './subscription.repository'

// The free trial (spec part 1 §4 Trial, §6, §9): 15 messages unless exempt or subscribed.

export const TRIAL_LIMIT_MESSAGE =
  "You've used all 15 free messages. Subscribe for unlimited access!"
export const trialLimitReached = () => new AppError(402, 'trial_limit_reached', TRIAL_LIMIT_MESSAGE)

export interface SubscriptionServiceOptions {
  /** Lower-cased EXEMPT_EMAILS. */
  exemptEmails: string[]
}

export function createSubscriptionService(
  repository: SubscriptionRepository,
  options: SubscriptionServiceOptions,
) {
  const exempt = new Set(options.exemptEmails)
  const isExempt = (user: UserRow) => exempt.has(user.email.toLowerCase())

  /**
   * Seam for the billing feature: nobody is a subscriber until Stripe subscriptions exist.
   * (users.has_ever_subscribed only drives the golden avatar glow; it is not an active plan.)
   */
  function isSubscribed(_user: UserRow): boolean {
    return false
  }

  const isUnlimited = (user: UserRow) => isExempt(user) || isSubscribed(user)

  return {
    isExempt,
    isSubscribed,
    isUnlimited,

    async status(user: UserRow): Promise<SubscriptionStatus> {
      if (isUnlimited(user)) {
        return {
          subscriptionStatus: isSubscribed(user) ? 'active' : 'trial',
          messagesRemaining: null,
          subscriptionRequired: false,
          isExempt: isExempt(user),
        }
      }
      const sent = await repository.messagesSent(user.id)
      const remaining = Math.max(FREE_TRIAL_MESSAGES - sent, 0)
      return {
        subscriptionStatus: 'trial',
        messagesRemaining: remaining,
        subscriptionRequired: remaining === 0,
        isExempt: false,
      }
    },

    /**
     * Counts the message inside the caller's transaction (the one storing it); throws 402 when the
     * trial is used up. Returns whether a trial message was counted (to refund it on failure).
     */
    async consumeMessage(user: UserRow, tx: Transaction): Promise<boolean> {
      if (isUnlimited(user)) return false
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
