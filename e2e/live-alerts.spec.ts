import { expect, test } from './fixtures'

// spec part 1 §4 and §6 "Live alerts", §9 (notification preference, desktop notification): with
// notifications enabled in Settings, a password change reaches the person as a security alert:
// an in-app toast and a desktop notification.

test('enable notifications, then a password change arrives as a toast and on the desktop', async ({
  signedInPage: page,
  account,
  context,
}) => {
  await context.grantPermissions(['notifications'])
  // Records what the page shows on the desktop, through the browser's own Notification.
  await page.addInitScript(() => {
    const Real = window.Notification
    const shown: { title: string; body?: string }[] = []
    Object.assign(window, { desktopNotifications: shown })
    window.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options)
        shown.push({ title, body: options?.body })
      }
    }
  })
  await page.goto('/settings')
  const toggle = page.getByRole('switch', { name: 'Enable notifications' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  expect(await page.evaluate(() => localStorage.getItem('orion-notifications-enabled'))).toBe(
    'true',
  )

  await page.getByRole('tab', { name: 'Security' }).click()
  await page.getByLabel('Current Password', { exact: true }).fill(account.password)
  await page.getByLabel('New Password', { exact: true }).fill('Brand-new-pass2')
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Brand-new-pass2')
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByText('Password updated', { exact: true })).toBeVisible()

  const message =
    'Your password was changed and your other devices were signed out. If this was not you, reset your password now.'
  await expect(page.getByText(message, { exact: true })).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { desktopNotifications: unknown[] }).desktopNotifications,
      ),
    )
    .toContainEqual({ title: 'Security alert', body: message })
})
