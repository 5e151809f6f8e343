import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { HELLO_TEXT } from '../apps/server/src/test/fakes/speech-server'
import { expect, test } from './fixtures'

// Talk mode (issue 13) in Chromium with a fake microphone: the person says hello.wav's words, then
// is quiet; Orion sends them, reads the reply aloud through the fake speech server
// (e2e/fake-speech.ts), then listens again. Chromium loops the file, so the fixture here is
// hello.wav followed by 2.5 s of silence: the pause talk mode waits for.

const fakeSpeechUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5199) - 3}/v1`

function helloThenSilence(): string {
  const wav = fs.readFileSync(
    path.resolve(import.meta.dirname, '../apps/server/src/test/fixtures/speech/hello.wav'),
  )
  // A canonical 44-byte header: 16-bit mono PCM; the data chunk is the rest of the file.
  const rate = wav.readUInt32LE(24)
  const speech = wav.subarray(44)
  const silence = Buffer.alloc(Math.round(rate * 2.5) * 2)
  const header = Buffer.from(wav.subarray(0, 44))
  header.writeUInt32LE(36 + speech.length + silence.length, 4)
  header.writeUInt32LE(speech.length + silence.length, 40)
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'orion-talk-')), 'hello-pause.wav')
  fs.writeFileSync(file, Buffer.concat([header, speech, silence]))
  return file
}

test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${helloThenSilence()}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
})

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const watch = window as unknown as { played: number }
    watch.played = 0
    const play = HTMLMediaElement.prototype.play
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      watch.played += 1
      return play.call(this)
    }
  })
})

interface FakeSpeechLog {
  requests: { route: string; body: { input?: string } }[]
}
async function speechRequests(page: Page) {
  const response = await page.request.get(`${fakeSpeechUrl}/_fake/requests`)
  return ((await response.json()) as FakeSpeechLog).requests
}

test('talk mode: listens, sends what was said, reads the reply aloud, listens again; one click ends it', async ({
  signedInPage: page,
}) => {
  await page.goto('/')
  const before = (await speechRequests(page)).length
  const ttsRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/tts') ttsRequests.push(request.url())
  })

  await page.getByRole('button', { name: 'Talk mode' }).click()
  const bar = page.getByRole('region', { name: 'Talk mode' })
  await expect(bar).toHaveAttribute('data-state', 'listening')
  await expect(bar.getByRole('status')).toHaveText('Listening... speak, then pause')
  await page.screenshot({ path: 'test-results/e2e/talk-mode-listening.png' })

  // After the words and the pause, what was said is sent as the person's message...
  const sent = page.getByRole('article', { name: 'Your message' })
  await expect(sent.first()).toContainText(HELLO_TEXT, { timeout: 20_000 })
  // ...and the reply is read aloud through the server voice.
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply.first()).toContainText('Fake reply from', { timeout: 20_000 })
  await expect.poll(() => ttsRequests.length, { timeout: 15_000 }).toBeGreaterThan(0)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { played: number }).played))
    .toBeGreaterThan(0)
  const spoken = (await speechRequests(page))
    .slice(before)
    .filter((entry) => entry.route === 'speech')
    .map((entry) => entry.body.input ?? '')
  expect(spoken[0]).toMatch(/Fake reply from/)
  expect(spoken.join(' ')).not.toContain('[[persona:')

  // When everything was spoken, Orion listens again.
  await expect(bar).toHaveAttribute('data-state', 'listening', { timeout: 30_000 })
  await page.screenshot({ path: 'test-results/e2e/talk-mode-listening-again.png' })

  await bar.getByRole('button', { name: 'End talk' }).click()
  await expect(bar).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Talk mode' })).toBeEnabled()
})
