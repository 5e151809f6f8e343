import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { Page } from '@/components/ui/page'
import { PageSpinnerInline } from '@/components/ui/spinner'
import { usePlan } from '@/lib/billing-plan'
import { useUser } from '@/lib/session'
import { useSubscriptionStatus } from '@/features/subscribe/api/get-subscription-status'
import { usePaymentReturn } from '@/features/subscribe/hooks/use-payment-return'
import { useSubscriptionActions } from '@/features/subscribe/hooks/use-subscription-actions'
import { CancelDialog } from './cancel-dialog'
import {
  ActiveCard,
  CancelledCard,
  EndingCard,
  NotConfiguredCard,
  SupportCard,
} from './subscription-cards'

/** /subscribe: public; the cards follow the subscription status. */
export default function SubscribePage() {
  const user = useUser()
  const signedIn = Boolean(user.data)
  const status = useSubscriptionStatus(signedIn)
  const plan = usePlan()
  const actions = useSubscriptionActions(signedIn)
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  usePaymentReturn(user.isLoading)

  const current = status.data ?? null
  const loading = user.isLoading || (signedIn && status.isLoading) || plan.isLoading
  const billingEnabled = current?.billingEnabled ?? plan.data?.billingEnabled ?? true

  let card
  if (loading) {
    card = <PageSpinnerInline label="Loading your subscription" />
  } else if (!billingEnabled) {
    card = <NotConfiguredCard />
  } else if (current?.isActive && current.cancelAtPeriodEnd) {
    card = <EndingCard status={current} actions={actions} />
  } else if (current?.isActive) {
    card = (
      <ActiveCard status={current} actions={actions} onCancel={() => setConfirmingCancel(true)} />
    )
  } else if (
    current?.subscriptionStatus === 'cancelled' ||
    current?.subscriptionStatus === 'expired'
  ) {
    card = <CancelledCard actions={actions} />
  } else {
    card = <SupportCard status={current} signedIn={signedIn} actions={actions} />
  }

  return (
    <Page
      title="Subscription"
      intro="Unlimited conversations with Orion, after a free trial of 15 messages."
      actions={
        <Link to="/" className={buttonClasses('secondary')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Chat
        </Link>
      }
    >
      {card}
      <CancelDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        currentPeriodEnd={current?.currentPeriodEnd ?? null}
        pending={actions.cancelling}
        onConfirm={() => actions.cancel(() => setConfirmingCancel(false))}
      />
    </Page>
  )
}
