import type { Page } from '@playwright/test'
import { expect, newAccount, registerViaApi, test } from './fixtures'
import { clickMailLink, countMailTo, mailTo } from './mail'

// Account recovery (issue 20) through the mail the app really sends: a real SMTP server on
// loopback (e2e/fake-smtp.ts) receives it, and the test opens the link in that message.

const toast = (page: Page, text: string) => page.locator('li', { hasText: text })

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

test('forgot password: the mailed link sets a new password; the old one is refused', async ({
  page,
}) => {
  const account = await registerViaApi(page, newAccount('Lyra'))
  await page.context().clearCookies()

  await page.goto('/auth')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset your password' })
  await dialog.getByLabel('Email', { exact: true }).fill(account.email)
  await dialog.getByRole('button', { name: 'Send reset link' }).click()
  await expect(dialog.getByRole('status')).toContainText(
    'If an account uses this address, a link to choose a new password is on its way.',
  )
  // This server sends e-mail, so nothing speaks of the server log.
  await expect(dialog).not.toContainText('server log')

  const mail = await mailTo(account.email, /^Reset your Orion password$/)
  expect(mail.text).toContain('The link below works once')
  await clickMailLink(page, mail, 'Choose a new password')
  await expect(page).toHaveURL(/\/reset-password\?token=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()

  // The spec's password rules hold here too.
  await page.getByLabel('New Password', { exact: true }).fill('abc')
  await page.getByLabel('Confirm New Password', { exact: true }).fill('abc')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()

  const newPassword = 'Fresh-start7'
  await page.getByLabel('New Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(toast(page, 'Password updated')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(mailTo(account.email, /password was changed/)).resolves.toBeTruthy()

  await signIn(page, account.email, account.password)
  await expect(
    toast(page, 'Incorrect password. Please try again or reset your password.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)

  await signIn(page, account.email, newPassword)
  await expect(toast(page, 'Welcome back, Lyra!')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // The link worked once: opened again, the page says it is used up.
  await page.context().clearCookies()
  await clickMailLink(page, mail, 'Choose a new password')
  await expect(page).toHaveURL(/\/reset-password\?error=/)
  await expect(page.getByRole('alert')).toContainText(
    'This reset link has expired or was already used.',
  )
})

test('after registering, a quiet banner asks to confirm the address until the mailed link is opened', async ({
  page,
}) => {
  const account = newAccount('Rigel')
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  await page.getByLabel('Full Name', { exact: true }).fill(account.fullName)
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Username', { exact: true }).fill(account.username)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Confirm Password', { exact: true }).fill(account.password)
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check()
  await page.getByLabel('I confirm that I am 18 or older').check()
  await page.getByRole('button', { name: 'Create Account', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)

  const banner = page.getByRole('status').filter({ hasText: 'Please confirm your e-mail address' })
  await expect(banner).toContainText(`we sent a link to ${account.email}`)
  await mailTo(account.email, /^Confirm your e-mail address/)

  // The app works meanwhile, and the link can be sent again.
  await banner.getByRole('button', { name: 'Send it again' }).click()
  await expect(banner).toContainText('A new link is on its way.')
  await expect.poll(() => countMailTo(account.email, /^Confirm your e-mail address/)).toBe(2)
  await page.screenshot({ path: 'test-results/e2e/verify-email-banner.png' })

  const mail = await mailTo(account.email, /^Confirm your e-mail address/)
  await clickMailLink(page, mail, 'Confirm my address')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: /Rigel$/ })).toBeVisible()
  await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: /Rigel$/ })).toBeVisible()
  await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0)
})
