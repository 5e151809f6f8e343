import { expect, test, type Page } from '@playwright/test'

/**
 * Isolated bright pixels in a screenshot of the page's own background (all content hidden): a dot
 * is a pixel clearly brighter than the pixels 3 px away on every side; gradients stay smooth.
 */
async function strayDots(page: Page) {
  await page.addStyleTag({ content: 'body > * { visibility: hidden !important; }' })
  const png = (await page.screenshot({ fullPage: true })).toString('base64')
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    const light = (x: number, y: number) => {
      const at = (y * width + x) * 4
      return 0.2126 * data[at]! + 0.7152 * data[at + 1]! + 0.0722 * data[at + 2]!
    }
    const dots: { x: number; y: number }[] = []
    for (let y = 3; y < height - 3; y++) {
      for (let x = 3; x < width - 3; x++) {
        const here = light(x, y)
        const around = Math.max(light(x - 3, y), light(x + 3, y), light(x, y - 3), light(x, y + 3))
        if (here - around > 12 && dots.length < 20) dots.push({ x, y })
      }
    }
    return { width, height, dots }
  }, png)
}

test('no stray dot on the page background', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/auth-full-page.png', fullPage: true })
  const { dots } = await strayDots(page)
  expect(dots).toEqual([])
})
