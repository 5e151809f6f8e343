import fs from 'node:fs'
import { expect, test } from '@playwright/test'

test('the terms and privacy policy open from Register, signed out', async ({ page, context }) => {
  fs.mkdirSync('test-results/screens', { recursive: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  const opening = context.waitForEvent('page')
  await page.getByRole('link', { name: 'Privacy Policy' }).click()
  const privacy = await opening
  await expect(privacy.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(privacy.getByText(/sends the content of the conversation/)).toBeVisible()
  await privacy.screenshot({ path: 'test-results/screens/privacy.png', fullPage: true })
  await privacy.getByRole('link', { name: 'Terms of Service' }).click()
  await expect(privacy.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await privacy.screenshot({ path: 'test-results/screens/terms.png', fullPage: true })
})
