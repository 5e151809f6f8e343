import type { Page } from '@playwright/test'
import { expect, newAccount, test, type TestAccount } from './fixtures'

// Sign-in journeys.

const greeting = (firstName: string) =>
  new RegExp(`^Good (morning|afternoon|evening), ${firstName}$`)

/** A toast, by its text (Radix renders each toast as a list item). */
const toast = (page: Page, text: string) => page.locator('li', { hasText: text })

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

async function register(page: Page, account: TestAccount) {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible()
  await page.getByLabel('Full Name', { exact: true }).fill(account.fullName)
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Username', { exact: true }).fill(account.username)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Confirm Password', { exact: true }).fill(account.password)
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check()
  await page.getByLabel('I confirm that I am 18 or older').check()
  await page.getByRole('button', { name: 'Create Account', exact: true }).click()
}

test.describe('sign-in', () => {
  test('register, be greeted by first name, sign out, and sign in again', async ({ page }) => {
    const account = newAccount('Nova')
    await page.setViewportSize({ width: 1280, height: 800 })

    await register(page, account)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: greeting('Nova') })).toBeVisible()

    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    await sidebar.getByRole('button', { name: /Nova Tester/ }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(page.getByRole('heading', { name: 'Logging out...' })).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    await expect(toast(page, 'Logged out')).toBeVisible()

    // Signed out for real: a protected page sends the visitor back to /auth.
    await page.goto('/history')
    await expect(page).toHaveURL(/\/auth$/)

    await signIn(page, account.email, account.password)
    await expect(toast(page, 'Welcome back, Nova!')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: greeting('Nova') })).toBeVisible()
  })

  test('a wrong password says so in the words of the spec', async ({ page, request }) => {
    const account = newAccount('Vega')
    // Registered from a separate API context, so this browser stays signed out.
    const response = await request.post('/api/firebase-auth/register', {
      data: {
        email: account.email,
        password: account.password,
        fullName: account.fullName,
        username: account.username,
      },
    })
    expect(response.status(), await response.text()).toBe(201)

    await page.goto('/auth')
    await signIn(page, account.email, 'Wrong-pass9')
    await expect(
      toast(page, 'Incorrect password. Please try again or reset your password.'),
    ).toBeVisible()
    await expect(toast(page, 'Login failed')).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
  })

  test('a protected deep link while signed out lands on /auth', async ({ page }) => {
    await page.goto('/journal')
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  })
})
