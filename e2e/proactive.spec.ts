import type { Page } from '@playwright/test'
import { runDueCheckInOnAnotherInstance } from './another-instance'
import { expect, test } from './fixtures'

// Issue 16 in the browser: alerts not yet read show a count on the bell, the toast opens the
// alert, and Settings holds check-ins and Web Push.

/** Records what the page shows on the desktop, through the browser's own Notification. */
async function recordDesktopNotifications(page: Page) {
  await page.addInitScript(() => {
    const Real = window.Notification
    const shown: { title: string; body?: string; tag?: string }[] = []
    Object.assign(window, { desktopNotifications: shown })
    window.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options)
        shown.push({ title, body: options?.body, tag: options?.tag })
      }
    }
  })
}

function desktopNotifications(page: Page) {
  return page.evaluate(
    () => (window as unknown as { desktopNotifications: unknown[] }).desktopNotifications,
  )
}

const PASSWORD_ALERT =
  'Your password was changed and your other devices were signed out. If this was not you, reset your password now.'

test('an unread security alert shows on the bell; its toast opens it; the list marks it read', async ({
  signedInPage: page,
  account,
  context,
}) => {
  await context.grantPermissions(['notifications'])
  await recordDesktopNotifications(page)
  await page.goto('/settings')
  await page.getByRole('switch', { name: 'Enable notifications' }).click()

  await page.getByRole('tab', { name: 'Security' }).click()
  await page.getByLabel('Current Password', { exact: true }).fill(account.password)
  await page.getByLabel('New Password', { exact: true }).fill('Brand-new-pass2')
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Brand-new-pass2')
  await page.getByRole('button', { name: 'Update password' }).click()

  await expect(page.getByText(PASSWORD_ALERT, { exact: true })).toBeVisible()
  await expect
    .poll(() => desktopNotifications(page))
    .toContainEqual(expect.objectContaining({ title: 'Security alert', body: PASSWORD_ALERT }))
  const bell = page.getByRole('button', { name: 'Alerts, 1 unread' })
  await expect(bell).toBeVisible()
  await expect(page.getByTestId('unread-alerts-badge')).toHaveText('1')
  await page.screenshot({ path: '/tmp/proactive-badge-and-toast.png' })
  // Close every toast. Each close removes one, and a toast may also end on its own between
  // counting and clicking, so retry until none is left.
  const closeButtons = page.getByRole('button', { name: 'Close notification' })
  await expect(async () => {
    if ((await closeButtons.count()) > 0) await closeButtons.first().click({ timeout: 1_000 })
    expect(await closeButtons.count()).toBe(0)
  }).toPass({ timeout: 15_000 })
  // On a phone the bell sits in the top bar.
  await page.setViewportSize({ width: 390, height: 800 })
  await expect(page.getByText(PASSWORD_ALERT, { exact: true })).toBeHidden()
  await expect(page.getByRole('banner').getByTestId('unread-alerts-badge')).toHaveText('1')
  await page.screenshot({ path: '/tmp/proactive-mobile-badge.png' })
  await page.setViewportSize({ width: 1280, height: 720 })

  // The list shows it and opening the list marks it read.
  await bell.click()
  const item = page.getByRole('menuitem', { name: /Security alert/ })
  await expect(item).toContainText(PASSWORD_ALERT)
  await page.screenshot({ path: '/tmp/proactive-alert-list.png' })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible()
  await expect(page.getByTestId('unread-alerts-badge')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible()

  // A security alert opens in Settings > Security.
  await page.goto('/')
  await page.getByRole('button', { name: 'Alerts', exact: true }).click()
  await expect(page.getByText('Nothing new from Orion.')).toBeVisible()
})

test('Settings: check-ins saved with the browser time zone, and Web Push asks only on its click', async ({
  signedInPage: page,
}) => {
  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Check-ins' })
  await expect(section.getByRole('radio', { name: 'Off' })).toBeChecked()
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  await expect(section.getByLabel('Time zone')).toHaveValue(browserZone)
  await section.getByRole('radio', { name: 'Every few days' }).check()
  await section.getByLabel('Quiet hours from').fill('21:30')
  await section.getByLabel('to', { exact: true }).fill('07:45')
  await section.getByRole('button', { name: 'Save check-ins' }).click()
  await expect(page.getByText('Check-ins saved', { exact: true })).toBeVisible()
  await expect(
    page.getByText(`Every few days, never between 21:30 and 07:45 (${browserZone}).`, {
      exact: true,
    }),
  ).toBeVisible()
  await page.screenshot({ path: '/tmp/proactive-settings.png', fullPage: true })

  await page.reload()
  await expect(section.getByRole('radio', { name: 'Every few days' })).toBeChecked()
  await expect(section.getByLabel('Quiet hours from')).toHaveValue('21:30')

  // Equal quiet hours: the server's sentence, in a failure toast.
  await section.getByLabel('to', { exact: true }).fill('21:30')
  await section.getByRole('button', { name: 'Save check-ins' }).click()
  await expect(page.getByText('Check-ins not saved', { exact: true })).toBeVisible()

  // The push switch waits for notifications; the service worker is served at the root.
  await expect(page.getByRole('switch', { name: 'Also when Orion is closed' })).toBeDisabled()
  const worker = await page.request.get('/sw.js')
  expect(worker.status()).toBe(200)
  expect(worker.headers()['content-type']).toContain('javascript')
})

test('a check-in arrives as a toast and a desktop notification, opens as a conversation and is answered', async ({
  signedInPage: page,
  context,
}) => {
  const databaseUrl = process.env.E2E_DATABASE_URL
  test.skip(
    !databaseUrl,
    'set E2E_DATABASE_URL: a second instance on the same PostgreSQL runs the due check-in',
  )
  await context.grantPermissions(['notifications'])
  await recordDesktopNotifications(page)
  await page.goto('/settings')
  await page.getByRole('switch', { name: 'Enable notifications' }).click()

  // Daily check-ins, with quiet hours that do not cover now (in the browser's time zone).
  const section = page.getByRole('region', { name: 'Check-ins' })
  const [quietFrom, quietTo] = await page.evaluate(() =>
    [2, 3].map((hours) => {
      const at = new Date(Date.now() + hours * 3_600_000)
      return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`
    }),
  )
  await section.getByRole('radio', { name: 'Daily' }).check()
  await section.getByLabel('Quiet hours from').fill(quietFrom!)
  await section.getByLabel('to', { exact: true }).fill(quietTo!)
  await section.getByRole('button', { name: 'Save check-ins' }).click()
  await expect(page.getByText('Check-ins saved', { exact: true })).toBeVisible()

  // The live-alert socket says "connected" once it is authenticated.
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/ws/proactive'))
  await page.goto('/')
  await (
    await socket
  ).waitForEvent('framereceived', (frame) => String(frame.payload).includes('"connected"'))
  const user = (await (await page.request.get('/api/user')).json()) as { id: string }
  const aiPort = Number(process.env.FAKE_AI_PORT ?? Number(process.env.E2E_PORT) - 1)
  await runDueCheckInOnAnotherInstance({
    databaseUrl: databaseUrl!,
    aiBaseUrl: `http://127.0.0.1:${aiPort}/v1`,
    userId: user.id,
  })

  // The fake model answers with the start of its instructions: the check-in the model wrote,
  // closed by the disclosure that an AI wrote it.
  const written = /Fake reply from You are Orion, an AI companion/
  await expect(page.getByRole('status').filter({ hasText: written })).toBeVisible()
  await expect
    .poll(async () =>
      ((await desktopNotifications(page)) as { title: string; body?: string }[]).some(
        (shown) => shown.title === 'Orion' && written.test(shown.body ?? ''),
      ),
    )
    .toBe(true)
  await expect(page.getByTestId('unread-alerts-badge')).toHaveText('1')
  await page.screenshot({ path: '/tmp/proactive-check-in-toast.png' })

  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await expect(page).toHaveURL(/\/c\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Orion checked in' })).toBeVisible()
  await expect(page.getByRole('main').getByText(written)).toBeVisible()
  await expect(page.getByTestId('unread-alerts-badge')).toHaveCount(0)
  await page.screenshot({ path: '/tmp/proactive-check-in-opened.png' })

  await page.getByRole('textbox', { name: 'Message Orion' }).fill('It went really well, thank you!')
  await page.keyboard.press('Enter')
  await expect(page.getByText('It went really well, thank you!').last()).toBeVisible()
  // The fake model echoes the last message it was given: the reply continues this conversation.
  await expect(
    page.getByText(/Fake reply from .*: It went really well, thank you!/).first(),
  ).toBeVisible({ timeout: 15_000 })
  await page.screenshot({ path: '/tmp/proactive-check-in-conversation.png' })
})
