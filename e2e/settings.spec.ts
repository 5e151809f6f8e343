import { expect, test } from './fixtures'

// spec part 2 §2 "Settings", §5 "Password change", §8 "Profile".

test.describe('account settings', () => {
  test('change the password, sign out, and sign in with the new one', async ({
    signedInPage: page,
    account,
  }) => {
    await page.goto('/settings?tab=security')
    const update = page.getByRole('button', { name: 'Update password' })
    await expect(update).toBeDisabled()

    await page.getByLabel('Current Password', { exact: true }).fill('Wrong-pass1')
    await page.getByLabel('New Password', { exact: true }).fill('Brand-new-pass2')
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Brand-new-pass2')
    await update.click()
    await expect(
      page.getByText('Failed to update password. Please check your current password.', {
        exact: true,
      }),
    ).toBeVisible()

    await page.getByLabel('Current Password', { exact: true }).fill(account.password)
    await update.click()
    await expect(page.getByText('Password updated', { exact: true })).toBeVisible()

    await page.getByRole('link', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await page.getByLabel('Email', { exact: true }).fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(
      page.getByText('Incorrect password. Please try again or reset your password.', {
        exact: true,
      }),
    ).toBeVisible()

    await page.getByLabel('Password', { exact: true }).fill('Brand-new-pass2')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: /, Nova$/ })).toBeVisible()
  })

  test('the profile shows a read-only username and saves the full name', async ({
    signedInPage: page,
    account,
  }) => {
    await page.goto('/settings')
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible()
    await expect(page.getByText('Username cannot be changed')).toBeVisible()
    const username = page.getByLabel('Username')
    await expect(username).toHaveValue(account.username)
    await expect(username).not.toBeEditable()
    await page.getByLabel('Full Name').fill('Nova Starlight')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Profile updated', { exact: true })).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Full Name')).toHaveValue('Nova Starlight')
    await expect(
      page.getByRole('complementary', { name: 'Sidebar' }).getByText('Nova Starlight'),
    ).toBeVisible()
  })
})
