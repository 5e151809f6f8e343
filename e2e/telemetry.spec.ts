import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Telemetry in a real browser: interface events reach POST /api/telemetry when the page is hidden,
// and not a word the person typed (composer, journal, memory, password) or any message
// content is ever in them. Global Privacy Control and the opt-out switch stop them altogether.

interface Captured {
  body: string
  status: number
}

/** Every telemetry request the browser makes, beacon or fetch, passed on to the real server. */
async function captureTelemetry(context: BrowserContext): Promise<Captured[]> {
  const captured: Captured[] = []
  await context.route('**/api/telemetry', async (route) => {
    // Recorded before it is passed on: a beacon sent as the page goes away outlives the page.
    const request: Captured = { body: route.request().postData() ?? '', status: 0 }
    captured.push(request)
    const response = await route.fetch()
    request.status = response.status()
    await route.fulfill({ response }).catch(() => {})
  })
  return captured
}

/** The page as hidden (another tab in front): what it does on visibilitychange. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  })
}

async function sendMessage(page: Page, text: string) {
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await composer.click()
  await composer.pressSequentially(text, { delay: 5 })
  await composer.press('Enter')
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  await expect(reply.getByText(text).first()).toBeVisible()
  return reply
}

test('no typed word and no message content ever reaches a telemetry batch', async ({
  signedInPage: page,
  context,
}) => {
  const marker = `Zebracorn${Date.now().toString(36)}`
  const captured = await captureTelemetry(context)

  // The composer, a message, its reply (which repeats it) and a memory made from the reply.
  await page.goto('/')
  const reply = await sendMessage(page, `my secret ${marker} tonight`)
  await page.getByRole('article', { name: 'Your message' }).getByText(marker).click()
  await reply.getByText(marker).first().click()
  await reply.getByRole('button', { name: 'Save to memory' }).first().click()
  await expect(page.getByText('Saved to memory').first()).toBeVisible()
  await page.mouse.move(10, 10)
  await page.mouse.move(400, 300, { steps: 10 })
  await hidePage(page)
  await expect.poll(() => captured.length).toBeGreaterThan(0)

  // The journal: title and content typed, then the entry's card. (A beacon sent on pagehide, as a
  // document is left, is not shown to Playwright: each page is hidden before it is left.)
  await page.goto('/journal')
  await page.getByRole('button', { name: 'New Entry' }).click()
  const entryDialog = page.getByRole('dialog', { name: 'Create New Journal Entry' })
  await entryDialog.getByLabel('Title').pressSequentially(`Title ${marker}`)
  await entryDialog.getByLabel('Content').pressSequentially(`Dear diary ${marker}`)
  await entryDialog.getByLabel('Tags', { exact: true }).fill(`tag${marker}`)
  await entryDialog.getByLabel('Tags', { exact: true }).press('Enter')
  await entryDialog.getByRole('button', { name: 'Create entry' }).click()
  await expect(page.getByText('Journal entry created successfully', { exact: true })).toBeVisible()
  await page.getByText(`Title ${marker}`).click()
  await page.keyboard.press('Escape')
  await hidePage(page)

  // Memory: the card and its edit box.
  await hidePage(page)
  await page.goto('/memory')
  const memories = page.getByRole('list', { name: 'Memories' })
  await memories.getByText(marker).first().click()
  await memories.getByRole('button', { name: 'Edit memory' }).first().click()
  const memoryBox = page.getByRole('dialog', { name: 'Edit memory' }).getByRole('textbox', {
    name: 'Memory',
  })
  await memoryBox.press('End')
  await memoryBox.pressSequentially(` more ${marker}`)
  await page.keyboard.press('Escape')

  // A password field.
  await hidePage(page)
  await page.goto('/settings?tab=security')
  await page.getByLabel('Current Password').pressSequentially(`pw${marker}`)
  await page.getByRole('tab', { name: 'Profile' }).click()

  const before = captured.length
  await hidePage(page)
  await expect.poll(() => captured.length).toBeGreaterThan(before)

  const events = captured.flatMap(
    (request) =>
      (JSON.parse(request.body) as { events: { type: string; data: { label?: string } }[] }).events,
  )
  await expect.poll(() => captured.every((request) => request.status === 202)).toBe(true)
  for (const request of captured) {
    expect(request.body).not.toContain(marker)
    expect(request.body.toLowerCase()).not.toContain(marker.toLowerCase())
    expect(request.body).not.toContain('secret')
    expect(request.body).not.toContain('Fake reply')
    expect(request.body).not.toContain('Dear diary')
  }
  const types = new Set(events.map((event) => event.type))
  for (const type of ['click', 'focus', 'blur', 'mousemove']) expect(types).toContain(type)
  const labels = new Set(events.map((event) => event.data.label))
  expect(labels).toContain('New Entry')
  expect(labels).toContain('Profile')
})

test('Global Privacy Control: nothing is collected or sent', async ({
  signedInPage: page,
  context,
}) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
      get: () => true,
      configurable: true,
    })
  })
  const captured = await captureTelemetry(context)
  await page.goto('/settings?tab=security')
  await expect(page.getByText('Your browser sends Global Privacy Control')).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Share usage data' })).toHaveAttribute(
    'aria-checked',
    'false',
  )
  await expect(page.getByRole('switch', { name: 'Share usage data' })).toBeDisabled()
  await page.screenshot({ path: 'test-results/e2e/telemetry-gpc.png', fullPage: true })
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.mouse.move(10, 10)
  await page.mouse.move(500, 400, { steps: 10 })
  await hidePage(page)
  await page.goto('/')
  await page.getByRole('textbox', { name: 'Message Orion' }).click()
  await hidePage(page)
  await page.waitForTimeout(500)
  expect(captured).toEqual([])
})

test('the opt-out switch in Settings stops sending, and turning it back on resumes', async ({
  signedInPage: page,
  context,
}) => {
  const captured = await captureTelemetry(context)
  await page.goto('/settings?tab=security')
  const share = page.getByRole('switch', { name: 'Share usage data' })
  await expect(share).toHaveAttribute('aria-checked', 'true')
  await page.screenshot({ path: 'test-results/e2e/telemetry-setting.png', fullPage: true })
  await share.click()
  await expect(share).toHaveAttribute('aria-checked', 'false')
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.mouse.move(10, 10)
  await page.mouse.move(500, 400, { steps: 10 })
  await hidePage(page)
  await page.reload()
  await page.getByRole('tab', { name: 'Profile' }).click()
  await hidePage(page)
  await page.waitForTimeout(500)
  expect(captured).toEqual([])

  await page.getByRole('tab', { name: 'Security' }).click()
  await share.click()
  await expect(share).toHaveAttribute('aria-checked', 'true')
  await page.getByRole('tab', { name: 'Profile' }).click()
  await hidePage(page)
  await expect.poll(() => captured.length).toBe(1)
  await expect.poll(() => captured[0]!.status).toBe(202)
})
