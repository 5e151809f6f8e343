import { expect, registerViaApi, test } from './fixtures'

// Care and safety in a real browser (issue 9): emergency services first in imminent danger, the
// lines of the person's country, and the public /safety page.

test('imminent danger puts emergency services first', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await composer.fill('I already took all my pills')
  await composer.press('Enter')
  await expect(page.getByRole('complementary', { name: 'Orion is an AI' })).toBeVisible()
  const panel = page.getByRole('region', { name: 'Your safety comes first' })
  await expect(panel).toBeVisible({ timeout: 20_000 })
  await expect(panel.getByRole('link').first()).toHaveAttribute('href', 'tel:911')
  await expect(panel.getByRole('alert')).toContainText('call emergency services')
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  await panel.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/screens/safety-imminent-desktop.png' })
  await page.setViewportSize({ width: 390, height: 844 })
  await panel.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/screens/safety-imminent-mobile.png' })
})

test.describe('in a German browser', () => {
  test.use({ locale: 'de-DE' })

  test('the crisis panel and the Resources dialog show the German lines', async ({ page }) => {
    await registerViaApi(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const composer = page.getByRole('textbox', { name: 'Message Orion' })
    await composer.fill('I want to kill myself')
    await composer.press('Enter')
    const panel = page.getByRole('region', { name: "You don't have to go through this alone" })
    await expect(panel.getByRole('link', { name: 'Call 0800 111 0 111' })).toHaveAttribute(
      'href',
      'tel:08001110111',
    )
    await expect(panel.getByRole('link', { name: 'Call 0800 111 0 222' })).toBeVisible()
    await expect(panel).toContainText('Lines for Germany')
    await expect(panel.getByRole('link', { name: /988/ })).toHaveCount(0)
    await expect(page.getByRole('article', { name: 'Reply from Orion' })).toHaveAttribute(
      'aria-busy',
      'false',
      { timeout: 20_000 },
    )
    await page.screenshot({ path: 'test-results/screens/safety-germany-desktop.png' })

    await panel.getByRole('button', { name: 'More resources' }).click()
    const dialog = page.getByRole('dialog', { name: 'Crisis Resources' })
    await expect(dialog.getByRole('combobox', { name: 'Crisis lines for' })).toHaveValue('DE')
    await expect(dialog.getByText('TelefonSeelsorge').first()).toBeVisible()
  })
})

test('/safety is reachable signed out and links to human help', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/auth')
  await page.getByRole('link', { name: 'How Orion keeps you safe' }).click()
  await expect(page).toHaveURL(/\/safety$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'How Orion keeps you safe' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'What Orion never does' })).toBeVisible()
  await expect(page.getByText('Pretend to be a person, a therapist or a counsellor.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Call 988' }).first()).toHaveAttribute(
    'href',
    'tel:988',
  )
  await page.getByRole('combobox', { name: 'Crisis lines for' }).selectOption('GB')
  await expect(page.getByRole('link', { name: 'Call 116 123' })).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/safety-page-mobile.png', fullPage: true })
})
