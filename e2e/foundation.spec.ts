import { expect, test } from './fixtures'

test.describe('foundation', () => {
  test('an unknown path shows the 404 page as the spec words it', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  })

  test('a deep link loads the app on that page', async ({ signedInPage: page }) => {
    const response = await page.goto('/journal')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Notebooks' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'NOTEBOOKS' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('the desktop shell lists every item and highlights the current one', async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/history')
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    for (const label of [
      'CURRENT SESSION',
      'SESSION HISTORY',
      'INTERNAL MEMORY',
      'NOTEBOOKS',
      'SUBSCRIPTION',
    ]) {
      await expect(sidebar.getByRole('link', { name: label })).toBeVisible()
    }
    for (const label of ['RESOURCES', 'FEATURES', 'SUBMIT FEEDBACK', 'New Conversation']) {
      await expect(sidebar.getByRole('button', { name: label })).toBeVisible()
    }
    await expect(sidebar.getByRole('link', { name: 'SESSION HISTORY' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const box = await sidebar.boundingBox()
    expect(box?.width).toBe(256)
    await page.screenshot({ path: 'test-results/screens/shell-desktop.png' })
  })

  test('the mobile shell has a top bar whose menu grid closes on navigation', async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Main' })
    for (const label of [
      'NEW SESSION',
      'SESSION',
      'HISTORY',
      'MEMORY',
      'NOTEBOOKS',
      'SUBSCRIPTION',
      'FEATURES',
      'SETTINGS',
      'LOGOUT',
    ]) {
      await expect(menu.getByText(label, { exact: true })).toBeVisible()
    }
    await page.screenshot({ path: 'test-results/screens/shell-mobile-menu.png' })
    await menu.getByRole('link', { name: 'MEMORY' }).click()
    await expect(page).toHaveURL(/\/memory$/)
    await expect(menu).toBeHidden()
  })

  test('crisis resources are one click away and list every line', async ({
    signedInPage: page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'RESOURCES' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Crisis Resources' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: /988/ }).first()).toHaveAttribute(
      'href',
      'tel:988',
    )
    await expect(dialog.getByText(/HOME to 741741/)).toBeVisible()
    await expect(dialog.getByText(/1-800-950-NAMI/)).toBeVisible()
    await expect(dialog.getByText(/PRIDE/)).toBeVisible()
    await expect(dialog.getByText(/not a replacement for professional/i)).toBeVisible()
    await page.screenshot({ path: 'test-results/screens/resources-dialog.png' })
  })

  test('sending feedback stores it and says thank you; blank feedback is refused', async ({
    signedInPage: page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'SUBMIT FEEDBACK' }).click()
    const dialog = page.getByRole('dialog', { name: 'Submit Feedback' })
    await dialog.getByRole('button', { name: 'Send Feedback' }).click()
    await expect(page.getByText('Feedback Required', { exact: true })).toBeVisible()
    await dialog.getByLabel('Name (Optional)').fill('Ada')
    await dialog.getByLabel('Feedback *').fill('The night sky theme is calming.')
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/feedback'))
    await dialog.getByRole('button', { name: 'Send Feedback' }).click()
    expect((await sent).status()).toBe(201)
    await expect(page.getByText('Feedback Sent!', { exact: true })).toBeVisible()
    await expect(
      page.getByText("Thank you for your feedback! We'll review it soon.", { exact: true }),
    ).toBeVisible()
    await expect(dialog).toBeHidden()
  })
})
