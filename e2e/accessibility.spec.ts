import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// axe-core on the main screens: no serious or critical WCAG 2.1 A/AA violation.
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
}

test.describe('accessibility', () => {
  test('the sign-in screen', async ({ page }) => {
    await page.goto('/auth')
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  for (const path of [
    '/',
    '/history',
    '/memory',
    '/journal',
    '/settings',
    '/settings?tab=security',
    '/subscribe',
  ]) {
    test(`signed in: ${path}`, async ({ signedInPage: page }) => {
      await page.goto(path)
      await expect(page.getByRole('main')).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('the Resources dialog', async ({ signedInPage: page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'RESOURCES' }).first().click()
    await expect(page.getByRole('dialog', { name: 'Crisis Resources' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
