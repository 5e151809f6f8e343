import { test, expect } from './fixtures'

// The trial's end and a subscription, against the real server and the fake Stripe API
// (e2e/fake-stripe.ts serves Checkout's page and delivers signed webhooks to the server).

test('15 messages, the limit banner, subscribe through Checkout, a 16th message, cancel at period end', async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000)
  // The first 15 messages through the API (the UI path is the chat journey's).
  const session = await (await page.request.post('/api/sessions')).json()
  for (let sent = 1; sent <= 15; sent++) {
    const response = await page.request.post(`/api/sessions/${session.id}/messages`, {
      data: { content: `Message ${sent}`, imageUrls: [], conversationMode: 'conversational' },
    })
    expect(response.status(), await response.text()).toBe(200)
  }

  await page.goto('/')
  const banner = page.getByRole('alert').filter({ hasText: 'Trial Limit Reached' })
  await expect(banner).toContainText("You've used all 15 free messages")
  // The page moves on to /subscribe after 3 s.
  await expect(page).toHaveURL(/\/subscribe$/, { timeout: 10_000 })
  const support = page.getByRole('region', { name: 'Support Orion' })
  await expect(support).toContainText("You've used all 15 free messages")
  await expect(support).toContainText('$9.79/month')
  await page.screenshot({ path: 'test-results/e2e/subscribe-trial-over.png', fullPage: true })

  await support.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay $9.79' }).click()

  await expect(page).toHaveURL(/\/subscribe$/)
  await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible()
  await expect(page.getByText('Subscriber Badge Activated!', { exact: true })).toBeVisible()
  const active = page.getByRole('region', { name: 'Active Subscription' })
  await expect(active).toContainText('Renews on')
  await expect(page.locator('[data-golden="true"]').first()).toBeVisible()
  await page.screenshot({ path: 'test-results/e2e/subscribe-active.png', fullPage: true })

  // The 16th message goes through in the chat.
  await page.getByRole('link', { name: 'Back to Chat' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Trial Limit Reached' })).toHaveCount(0)
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await composer.fill('My sixteenth message')
  await composer.press('Enter')
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply.getByText(/Fake reply from .*My sixteenth message/).first()).toBeVisible({
    timeout: 20_000,
  })

  // Cancel at the period end: asked first, then Subscription Ending with the date access ends.
  await page.goto('/subscribe')
  await page
    .getByRole('region', { name: 'Active Subscription' })
    .getByRole('button', { name: 'Cancel Subscription' })
    .click()
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your subscription?' })
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click()
  await expect(page.getByText('Subscription Cancelled', { exact: true })).toBeVisible()
  const ending = page.getByRole('region', { name: 'Subscription Ending' })
  await expect(ending).toContainText(/You keep unlimited messages until \w+ \d{1,2}, \d{4}/)
  await ending.getByRole('button', { name: 'Reactivate' }).click()
  await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible()
  await page.screenshot({ path: 'test-results/e2e/subscribe-ending.png', fullPage: true })
})

test('signed out, the subscribe page shows the plan and asks to sign in', async ({ page }) => {
  await page.goto('/subscribe')
  const support = page.getByRole('region', { name: 'Support Orion' })
  await expect(support).toContainText('$9.79/month')
  await support.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Please Sign In', { exact: true })).toBeVisible()
  await expect(
    page.getByText('You need to be signed in to subscribe.', { exact: true }),
  ).toBeVisible()
  await expect(support.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await page.screenshot({ path: 'test-results/e2e/subscribe-signed-out.png', fullPage: true })
})
