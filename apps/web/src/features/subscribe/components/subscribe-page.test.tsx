import type { SubscriptionStatus } from '@orion/contracts/chat'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import SubscribePage from '@/features/subscribe/components/subscribe-page'
import { clearToasts } from '@/lib/toast'
import { apiCalls, json, renderRoutes, stubApi, testUser, type ApiHandler } from '@/test/api-stub'
import { trialStatus } from '@/test/chat-fixtures'
import { expectToast } from '@/test/toasts'

configure({ asyncUtilTimeout: 5000 })

const plan = {
  billingEnabled: true,
  price: { unitAmount: 979, currency: 'usd', interval: 'month', intervalCount: 1 },
}
const active: SubscriptionStatus = {
  ...trialStatus,
  subscriptionStatus: 'active',
  messagesRemaining: null,
  isActive: true,
  currentPeriodEnd: '2026-12-23T12:00:00.000Z',
  stripeCustomerId: 'cus_1',
}

function subscribeApi(status: SubscriptionStatus, handler?: ApiHandler, subscribed = false) {
  return stubApi({
    user: { ...testUser, hasEverSubscribed: subscribed },
    handler: (call) => {
      const answer = handler?.(call)
      if (answer) return answer
      if (call.path === '/api/subscription/plan') return json(plan)
      if (call.path === '/api/subscription/status') return json(status)
      return undefined
    },
  })
}
const renderPage = (path = '/subscribe') =>
  renderRoutes([{ path: '/subscribe', element: <SubscribePage /> }], path)

afterEach(() => {
  clearToasts()
  vi.useRealTimers()
})

describe('SubscribePage cards', () => {
  it('shows the plan with the free-trial notice while trial messages remain', async () => {
    subscribeApi(trialStatus)
    renderPage()
    const card = await screen.findByRole('region', { name: 'Support Orion' })
    expect(card).toHaveTextContent('12 of 15 free messages left')
    expect(card).toHaveTextContent('$9.79/month')
  })

  it('shows Cancelled Subscription with Resubscribe for a cancelled status', async () => {
    subscribeApi({ ...trialStatus, subscriptionStatus: 'cancelled', messagesRemaining: 0 })
    renderPage()
    const card = await screen.findByRole('region', { name: 'Cancelled Subscription' })
    expect(within(card).getByRole('button', { name: 'Resubscribe' })).toBeEnabled()
  })

  it('asks before cancelling, then shows Subscription Ending', async () => {
    let status = active
    const fetchMock = subscribeApi(active, (call) => {
      if (call.path === '/api/subscription/status') return json(status)
      if (call.path === '/api/subscription/cancel') {
        status = { ...active, cancelAtPeriodEnd: true }
        return json(status)
      }
      return undefined
    })
    renderPage()
    const card = await screen.findByRole('region', { name: 'Active Subscription' })
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel Subscription' }))
    expect(apiCalls(fetchMock).some((call) => call.path === '/api/subscription/cancel')).toBe(false)
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }))
    await expectToast(
      'Subscription Cancelled',
      'You keep unlimited messages until December 23, 2026.',
    )
    expect(await screen.findByRole('region', { name: 'Subscription Ending' })).toHaveTextContent(
      'December 23, 2026',
    )
  })

  it('says plainly when this server has no subscriptions', async () => {
    subscribeApi({ ...trialStatus, billingEnabled: false, messagesRemaining: null })
    renderPage()
    expect(
      await screen.findByRole('region', { name: 'Subscriptions are not set up on this server' }),
    ).toHaveTextContent('messages are unlimited here')
  })
})

describe('SubscribePage payment return', () => {
  it('success=true reconciles, then toasts the payment and the badge, and leaves /subscribe', async () => {
    const fetchMock = subscribeApi(
      active,
      (call) =>
        call.path === '/api/subscription/reconcile'
          ? json({ success: true, linked: true })
          : undefined,
      true,
    )
    const { router } = renderPage('/subscribe?success=true')
    await expectToast('Payment Successful!')
    await expectToast('Subscriber Badge Activated!')
    expect(router.state.location.search).toBe('')
    expect(
      apiCalls(fetchMock).filter((call) => call.path === '/api/subscription/reconcile'),
    ).toHaveLength(1)
  })

  it('payment_success=true with a token confirms the payment with that token', async () => {
    const fetchMock = subscribeApi(active, (call) =>
      call.path === '/api/subscription/confirm-payment'
        ? json({ success: false, message: 'Your payment is still being processed.' })
        : undefined,
    )
    const { router } = renderPage('/subscribe?payment_success=true&token=cs_test_1')
    await expectToast('Processing Payment', 'Your payment is still being processed.')
    expect(router.state.location.search).toBe('')
    const confirm = apiCalls(fetchMock).find(
      (call) => call.path === '/api/subscription/confirm-payment',
    )
    expect(confirm?.body).toEqual({ token: 'cs_test_1' })
  })

  it('a failed confirmation says Payment Processing and checks the status again after 3 s', async () => {
    const fetchMock = subscribeApi(trialStatus, (call) =>
      call.path === '/api/subscription/confirm-payment'
        ? json({ error: 'billing_unavailable', message: 'down' }, 502)
        : undefined,
    )
    renderPage('/subscribe?payment_success=true&token=cs_test_2')
    await expectToast('Payment Processing')
    const statusCalls = () =>
      apiCalls(fetchMock).filter((call) => call.path === '/api/subscription/status').length
    const before = statusCalls()
    await waitFor(() => expect(statusCalls()).toBeGreaterThan(before), { timeout: 6000 })
  })

  it('cancelled=true says Payment Cancelled', async () => {
    subscribeApi(trialStatus)
    const { router } = renderPage('/subscribe?cancelled=true')
    await expectToast('Payment Cancelled')
    expect(router.state.location.search).toBe('')
  })
})
