import type { SubscriptionStatus } from '@orion/contracts/chat'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { toast } from '@/lib/toast'

// Trial: warning at 5 or fewer, toasts at 5 and 0 (once per browser
// session each), and a redirect to /subscribe 3 s after the limit is reached.
export const LOW_BALANCE_THRESHOLD = 5
export const TRIAL_REDIRECT_MS = 3000
export const TRIAL_LIMIT_MESSAGE =
  "You've used all 15 free messages. Subscribe for unlimited access!"
const ENDING_TOAST_KEY = 'orion.trialToast.ending'
const COMPLETE_TOAST_KEY = 'orion.trialToast.complete'

function onceThisBrowserSession(key: string, show: () => void) {
  try {
    if (window.sessionStorage.getItem(key)) return
    window.sessionStorage.setItem(key, '1')
  } catch {
    // sessionStorage unavailable: show it anyway.
  }
  show()
}

/** The trial limit applies to this person now. */
export function isTrialLimitReached(status: SubscriptionStatus | null | undefined): boolean {
  return Boolean(status?.subscriptionRequired && !status.isExempt)
}

/** 1 to 5 messages left. */
export function isLowBalance(status: SubscriptionStatus | null | undefined): boolean {
  const remaining = status?.messagesRemaining
  return typeof remaining === 'number' && remaining >= 1 && remaining <= LOW_BALANCE_THRESHOLD
}

export function useTrialNotices(status: SubscriptionStatus | null | undefined) {
  const navigate = useNavigate()
  const remaining = status?.messagesRemaining ?? null
  const limitReached = isTrialLimitReached(status)

  useEffect(() => {
    if (remaining === LOW_BALANCE_THRESHOLD)
      onceThisBrowserSession(ENDING_TOAST_KEY, () =>
        toast({
          title: 'Trial Ending Soon',
          description: `You have ${LOW_BALANCE_THRESHOLD} free messages left. Subscribe for unlimited access.`,
        }),
      )
    if (remaining === 0)
      onceThisBrowserSession(COMPLETE_TOAST_KEY, () =>
        toast({ title: 'Free Trial Complete', description: TRIAL_LIMIT_MESSAGE }),
      )
  }, [remaining])

  useEffect(() => {
    if (!limitReached) return
    const timer = setTimeout(() => void navigate('/subscribe'), TRIAL_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [limitReached, navigate])
}
