import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Fitbit Sync end to end: the server talks to the fake Google OAuth server and Health API started by
// playwright.config.ts (e2e/fake-google-health.ts) through the production code path. The fake's
// consent page agrees at once; its wearable slept 4 h 10 min and has a high resting heart rate.

const fakeAiUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5199) - 1}/v1`

interface FakeChatBody {
  messages: { role: string; content: string }[]
}

/** What the fake model was sent for the turns whose text includes `userText`. */
async function promptsFor(page: Page, userText: string): Promise<string[]> {
  const sent = (await (await page.request.get(`${fakeAiUrl}/_fake/requests`)).json()) as {
    requests: FakeChatBody[]
  }
  return sent.requests
    .filter((body) => body.messages.some((message) => message.content.includes(userText)))
    .map((body) => body.messages.map((message) => message.content).join('\n'))
}

async function connectAndSync(page: Page) {
  await page.goto('/settings?tab=fitbit')
  await expect(page.getByText('Not connected', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Connect Fitbit' }).click()
  // The consent page sends the browser back through /api/fitbit/callback.
  await page.waitForURL(/\/settings\?tab=fitbit&fitbit=connected$/)
  await expect(page.getByText('Connected', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Sync now' }).click()
  await expect(page.getByRole('region', { name: 'Latest reading' })).toBeVisible()
}

async function sendMessage(page: Page, text: string) {
  // A new conversation: '/' may reopen the last one while the text is being typed, which loses it.
  await page.goto('/')
  await page.getByRole('button', { name: 'New Conversation' }).click()
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await composer.fill(text)
  await expect(composer).toHaveValue(text)
  await composer.press('Enter')
  const sent = page.getByRole('article', { name: 'Your message' }).filter({ hasText: text }).last()
  await expect(sent).toBeVisible()
  const reply = sent.locator('xpath=following::article[@aria-label="Reply from Orion"][1]')
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  return reply
}

// spec part 2 §9: zone fat-burn yellow, cardio orange, peak red; stress low green, medium yellow,
// high red; sleep excellent green, good blue, fair yellow, poor red.
const expectedTones: Record<string, string> = {
  'Heart-rate zone: Fat burn': 'yellow',
  'Heart-rate zone: Cardio': 'orange',
  'Heart-rate zone: Peak': 'red',
  'Heart-rate zone: Below zones': 'neutral',
  'Stress: Low': 'green',
  'Stress: Medium': 'yellow',
  'Stress: High': 'red',
  'Sleep quality: Excellent': 'green',
  'Sleep quality: Good': 'blue',
  'Sleep quality: Fair': 'yellow',
  'Sleep quality: Poor': 'red',
}

test.describe('Fitbit Sync', () => {
  test('connect through the consent page, sync, check devices, disconnect', async ({
    signedInPage: page,
  }) => {
    await page.goto('/settings?tab=fitbit')
    await expect(page.getByRole('tab', { name: 'Fitbit Sync' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByText('Not connected', { exact: true })).toBeVisible()
    await page.screenshot({ path: '/tmp/fitbit-not-connected.png' })

    await connectAndSync(page)
    await expect(page.getByRole('status').filter({ hasText: 'Fitbit connected.' })).toBeVisible()
    const reading = page.getByRole('region', { name: 'Latest reading' })
    // The fake's night: 250 minutes asleep, shown as hours and minutes, poor (red); stress high.
    await expect(reading.getByText('4 h 10 min', { exact: true })).toBeVisible()
    const tones = await reading
      .locator('[data-tone]')
      .evaluateAll((badges) =>
        badges.map((badge): [string, string | null] => [
          badge.textContent ?? '',
          badge.getAttribute('data-tone'),
        ]),
      )
    expect(tones).toContainEqual(['Sleep quality: Poor', 'red'])
    expect(tones).toContainEqual(['Stress: High', 'red'])
    for (const [text, tone] of tones) expect(expectedTones[text]).toBe(tone)
    await page.screenshot({ path: '/tmp/fitbit-connected-desktop.png' })

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([])

    await page.getByRole('button', { name: 'Check devices' }).click()
    const devices = page.getByRole('list', { name: 'Devices' })
    await expect(devices.getByText('Charge 6', { exact: true })).toBeVisible()

    await page.setViewportSize({ width: 390, height: 844 })
    await reading.scrollIntoViewIfNeeded()
    await page.screenshot({ path: '/tmp/fitbit-connected-phone.png' })
    await page.setViewportSize({ width: 1280, height: 720 })

    // The reading is the server's: a reload shows it again.
    await page.reload()
    await expect(page.getByRole('region', { name: 'Latest reading' })).toBeVisible()

    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByText('Not connected', { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Latest reading' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Connect Fitbit' })).toBeEnabled()
  })

  test('the reply says it used the reading, and the reading stays out once the person turns it off', async ({
    signedInPage: page,
  }) => {
    await connectAndSync(page)

    // The fake model serves every test of the run: these questions are this test's own.
    const tag = crypto.randomUUID().slice(0, 8)
    const withSharing = `How should I pace myself today? (${tag})`
    const withoutSharing = `What should I cook tonight? (${tag})`
    const first = await sendMessage(page, withSharing)
    await first.getByText('Remembered your Fitbit reading', { exact: true }).click()
    await expect(first.getByRole('link', { name: 'Settings → Fitbit Sync' })).toHaveAttribute(
      'href',
      '/settings?tab=fitbit',
    )
    await page.screenshot({ path: '/tmp/fitbit-chat-remembered.png' })
    const withReading = await promptsFor(page, withSharing)
    expect(withReading.length).toBeGreaterThan(0)
    for (const prompt of withReading) expect(prompt).toContain('slept 4 h 10 min')

    await page.goto('/settings?tab=fitbit')
    const share = page.getByRole('switch', { name: 'Let Orion see my readings' })
    await expect(share).toHaveAttribute('aria-checked', 'true')
    await share.click()
    await expect(share).toHaveAttribute('aria-checked', 'false')
    await page.reload()
    await expect(share).toHaveAttribute('aria-checked', 'false')

    const second = await sendMessage(page, withoutSharing)
    await expect(second.getByText(/Remembered/)).toHaveCount(0)
    const withoutReading = await promptsFor(page, withoutSharing)
    expect(withoutReading.length).toBeGreaterThan(0)
    for (const prompt of withoutReading) expect(prompt).not.toContain('slept 4 h 10 min')
  })

  test('a consent the person refused, or a replayed callback, comes back as a clear error', async ({
    signedInPage: page,
  }) => {
    // The provider answers error=access_denied with the state Orion gave it.
    const connect = await page.request.post('/api/fitbit/connect')
    expect(connect.status()).toBe(200)
    const { authUrl } = (await connect.json()) as { authUrl: string }
    const state = new URL(authUrl).searchParams.get('state') ?? ''
    await page.goto(`/api/fitbit/callback?state=${encodeURIComponent(state)}&error=access_denied`)
    await page.waitForURL(/\/settings\?tab=fitbit&fitbit_error=denied$/)
    const alert = page.getByRole('alert')
    await expect(alert).toHaveText('Fitbit access was not granted.')
    await expect(page.getByText('Not connected', { exact: true })).toBeVisible()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: '/tmp/fitbit-denied-phone.png' })
    await page.setViewportSize({ width: 1280, height: 720 })

    // The same state again: single use, so it has expired.
    await page.goto(
      `/api/fitbit/callback?state=${encodeURIComponent(state)}&code=4%2Fcode.replayed`,
    )
    await page.waitForURL(/\/settings\?tab=fitbit&fitbit_error=expired$/)
    await expect(alert).toHaveText(
      'The Fitbit connection took too long or was already used. Please connect again.',
    )
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await expect(alert).toHaveCount(0)
    await expect(page).toHaveURL(/\/settings\?tab=fitbit$/)
  })
})
