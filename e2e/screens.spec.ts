import { expect, test } from './fixtures'

// Screenshots of the main screens for a person to look at (test-results/screens/*.png).
test('chat with a reply, desktop and mobile', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await composer.fill('I feel a bit lonely tonight. **Any** ideas?')
  await composer.press('Enter')
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  await page.screenshot({ path: 'test-results/screens/chat-desktop.png' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: 'test-results/screens/chat-mobile.png' })
})

test('a message that signals risk shows crisis resources next to the reply', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await composer.fill("I don't want to be alive anymore")
  await composer.press('Enter')
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  await expect(page.getByRole('link', { name: /988/ }).first()).toBeVisible()
  await expect(page.getByText(/741741/).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/chat-crisis.png' })
})

test('a message typed on two lines keeps its line break, in the bubble and in the reply', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await composer.fill('First line')
  await composer.press('Shift+Enter')
  await composer.pressSequentially('second line')
  await composer.press('Enter')
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  const bubble = page.getByRole('article', { name: 'Your message' })
  await expect(bubble.locator('p').first()).toContainText(/First line\s*second line/)
  await expect(bubble.locator('p br')).toHaveCount(1)
  // The fake model echoes the message, so each persona's part has the same break.
  await expect(reply.locator('p br').first()).toBeAttached()
  await page.screenshot({ path: 'test-results/screens/chat-two-lines.png' })
})
