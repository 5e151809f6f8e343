import path from 'node:path'
import type { Page } from '@playwright/test'
import { HELLO_TEXT } from '../apps/server/src/test/fakes/speech-server'
import { test, expect } from './fixtures'

// Voice against the real server and the fake speech server (e2e/fake-speech.ts), in a Chromium
// whose fake microphone plays hello.wav. The browser's audio element and speechSynthesis are
// watched (not replaced) to see that audio plays and which voice reads.

const fakeSpeechUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5199) - 3}/v1`
const microphone = path.resolve(
  import.meta.dirname,
  '../apps/server/src/test/fixtures/speech/hello.wav',
)

test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${microphone}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
})

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const watch = window as unknown as { played: number; spoken: string[] }
    watch.played = 0
    watch.spoken = []
    const play = HTMLMediaElement.prototype.play
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      watch.played += 1
      return play.call(this)
    }
    if ('speechSynthesis' in window) {
      const speak = window.speechSynthesis.speak.bind(window.speechSynthesis)
      window.speechSynthesis.speak = (utterance) => {
        watch.spoken.push(utterance.text)
        speak(utterance)
      }
    }
  })
})

test.afterEach(async ({ request }) => {
  await request.post(`${fakeSpeechUrl}/_fake/fail`, { data: { status: null } })
})

const composerOf = (page: Page) => page.getByRole('textbox', { name: 'Message Orion' })
const dictationButton = (page: Page) =>
  page.getByRole('button', { name: /^(Dictate|Stop dictation|Transcribing)/ })

test('dictation puts the transcription in the composer', async ({ signedInPage: page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Dictate (or hold Control)' }).click()
  await expect(dictationButton(page)).toHaveAttribute('data-state', 'recording')
  await page.waitForTimeout(1500) // speak for a moment
  await page.getByRole('button', { name: 'Stop dictation' }).click()
  await expect(composerOf(page)).toHaveValue(HELLO_TEXT)
  await expect(dictationButton(page)).toHaveAttribute('data-state', 'idle')
})

test('push to talk with a captured hotkey; Control+C in the composer stays a shortcut', async ({
  signedInPage: page,
}) => {
  await page.goto('/settings?tab=voice')
  await expect(page.getByTestId('push-to-talk-key')).toHaveText('Control')
  await page.getByRole('button', { name: 'Change Hotkey' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('push-to-talk-key')).toHaveText('Control')
  await page.getByRole('button', { name: 'Change Hotkey' }).click()
  await page.keyboard.press('F2')
  await expect(page.getByText('Hotkey Updated', { exact: true })).toBeVisible()
  await expect(page.getByTestId('push-to-talk-key')).toHaveText('F2')
  expect(await page.evaluate(() => localStorage.getItem('pushToTalkKey'))).toBe('F2')
  await page.screenshot({ path: 'test-results/e2e/voice-settings.png' })

  await page.goto('/')
  const composer = composerOf(page)
  await composer.fill('Keep this.')
  await composer.focus()
  await page.keyboard.down('F2')
  await expect(dictationButton(page)).toHaveAttribute('data-state', 'recording')
  await page.waitForTimeout(1500)
  await page.keyboard.up('F2')
  await expect(composer).toHaveValue(`Keep this. ${HELLO_TEXT}`)

  // Back to Control: a quick Control+C in the composer is a copy, not push to talk.
  await page.evaluate(() => localStorage.setItem('pushToTalkKey', 'Control'))
  await page.reload()
  await composerOf(page).fill('Copy me')
  await composerOf(page).selectText()
  await page.keyboard.press('Control+C')
  await page.waitForTimeout(600)
  await expect(dictationButton(page)).toHaveAttribute('data-state', 'idle')
  await expect(composerOf(page)).toHaveValue('Copy me')
})

test('/test-speech records and shows the transcription', async ({ signedInPage: page }) => {
  await page.goto('/test-speech')
  await page.getByRole('button', { name: 'Start Recording' }).click()
  await expect(page.getByText('Recording...')).toBeVisible()
  await page.waitForTimeout(1500)
  await page.getByRole('button', { name: 'Stop Recording' }).click()
  await expect(page.getByTestId('transcription')).toHaveText(HELLO_TEXT)
  await page.screenshot({ path: 'test-results/e2e/test-speech.png' })
})

async function replyToReadAloud(page: Page) {
  await page.goto('/')
  await composerOf(page).fill('Read this to me. Please.')
  await composerOf(page).press('Enter')
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  return reply
}

test('read aloud plays the server voice sentence by sentence and stops on the second press', async ({
  signedInPage: page,
  request,
}) => {
  const reply = await replyToReadAloud(page)
  const before = (await (await request.get(`${fakeSpeechUrl}/_fake/requests`)).json()) as {
    requests: { route: string }[]
  }
  await reply.getByRole('button', { name: 'Read aloud' }).click()
  const stop = reply.getByRole('button', { name: 'Stop reading aloud' })
  await expect(stop).toHaveAttribute('data-state', 'speaking')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { played: number }).played))
    .toBeGreaterThan(0)
  const after = (await (await request.get(`${fakeSpeechUrl}/_fake/requests`)).json()) as {
    requests: { route: string; body: { input: string } }[]
  }
  const spoken = after.requests.slice(before.requests.length).map((entry) => entry.body.input)
  expect(spoken[0]).toMatch(/^Orion the Listener: Fake reply from/)
  expect(spoken.join(' ')).not.toContain('[[persona:')
  await stop.click()
  await expect(reply.getByRole('button', { name: 'Read aloud' })).toHaveAttribute(
    'data-state',
    'idle',
  )
})

test('with the speech server failing, reading aloud falls back to the browser voice', async ({
  signedInPage: page,
  request,
}) => {
  const reply = await replyToReadAloud(page)
  await request.post(`${fakeSpeechUrl}/_fake/fail`, { data: { status: 500 } })
  const logged = page.waitForEvent('console', (message) =>
    message.text().includes('TTS request failed'),
  )
  await reply.getByRole('button', { name: 'Read aloud' }).click()
  await logged
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken[0] ?? ''))
    .toMatch(/^Orion the Listener: Fake reply from/)
})

test('read aloud pressed while the reply streams reads the sentences so far, then each new one as it arrives', async ({
  signedInPage: page,
  request,
}) => {
  await page.goto('/')
  const spokenSince = async (from: number) => {
    const log = (await (await request.get(`${fakeSpeechUrl}/_fake/requests`)).json()) as {
      requests: { route: string; body: { input?: string } }[]
    }
    return log.requests
      .slice(from)
      .filter((entry) => entry.route === 'speech')
      .map((entry) => entry.body.input ?? '')
  }
  const before = (
    (await (await request.get(`${fakeSpeechUrl}/_fake/requests`)).json()) as { requests: [] }
  ).requests.length

  // The fake model streams this one slowly (e2e/fake-openai.ts).
  await composerOf(page).fill('Tell me slowly about the stars.')
  await composerOf(page).press('Enter')
  const streaming = page.locator('article[aria-label="Reply from Orion"][aria-busy="true"]')
  await expect(streaming).toContainText('First sentence here.')
  await streaming.getByRole('button', { name: 'Read aloud' }).click()
  await expect(streaming.getByRole('button', { name: 'Stop reading aloud' })).toHaveAttribute(
    'data-state',
    'speaking',
  )
  await expect.poll(() => spokenSince(before)).toContain('Orion the Listener: First sentence here.')
  // Reading began before the reply was complete.
  await expect(streaming).toHaveCount(1)
  await page.screenshot({ path: 'test-results/e2e/read-aloud-streaming.png' })

  // The sentences that arrive later are read too, the next persona after the first.
  await expect
    .poll(() => spokenSince(before), { timeout: 25_000 })
    .toEqual(
      expect.arrayContaining([
        'Second sentence comes later.',
        'Third one is last.',
        'Orion the Coach: First sentence here.',
      ]),
    )
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { played: number }).played))
    .toBeGreaterThan(1)

  // The stream ended: the stored reply's button is the one speaking, and a press stops it.
  const stored = page.locator('article[aria-label="Reply from Orion"][aria-busy="false"]')
  const stop = stored.getByRole('button', { name: 'Stop reading aloud' })
  await expect(stop).toHaveAttribute('data-state', 'speaking')
  await stop.click()
  await expect(stored.getByRole('button', { name: 'Read aloud' })).toHaveAttribute(
    'data-state',
    'idle',
  )
})
