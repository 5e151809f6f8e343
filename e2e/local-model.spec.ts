import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  startModelFileServer,
  type ModelFileServer,
} from '../apps/server/src/test/fakes/model-file-server'
import { expect, newAccount, registerViaApi, test } from './fixtures'

// A fresh server of its own (own port, own DATA_DIR, no AI provider) whose download source is a
// file host on loopback serving the 1.7 MB test GGUF (docs/decisions/0017): the owner downloads
// the model from the chat's setup card and watches its progress, the next message gets a
// three-persona reply from it, and a second account sees who to ask instead of a Download button.

const repoRoot = path.resolve(import.meta.dirname, '..')
const tinyModel = path.resolve(repoRoot, '../shared/models/llama-2-tiny-random.gguf')
const port = Number(process.env.E2E_PORT) - 10
const baseURL = `http://localhost:${port}`

let host: ModelFileServer
let server: ChildProcess
let dataDir: string

test.use({ baseURL })
test.describe.configure({ timeout: 240_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  // Slow enough (64 KB every 40 ms: about a second) for the progress to be seen in the page.
  host = await startModelFileServer(tinyModel, {
    fileName: 'llama-2-tiny-random.gguf',
    bytesPerTick: 64 * 1024,
    tickMs: 40,
  })
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-e2e-local-'))
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      PUBLIC_URL: baseURL,
      AI_MODEL_DOWNLOAD_URL: host.url,
      AI_MODEL_SHA256: '81f226c62d28ed4a1a9b9fa080fcd9f0cc40e0f9d5680036583ff98fbcd035cb',
      AI_MODEL_SIZE: '1750560',
      AI_LOCAL_CONTEXT_SIZE: '1024',
      AI_LOCAL_THREADS: '1',
    },
  })
  const deadline = Date.now() + 200_000
  for (;;) {
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error('the server did not start')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  await new Promise((resolve) => server?.once('exit', resolve))
  await host?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('the owner downloads the local model from the setup card; the next message gets three personas', async ({
  page,
  browser,
}) => {
  const owner = await registerViaApi(page, newAccount('Ada'))
  await page.goto('/')
  const card = page.getByRole('region', { name: /no AI model is configured on this server/ })
  await expect(card).toContainText('llama-2-tiny-random.gguf')
  await expect(card).toContainText('1.7 MB')
  await expect(card).toContainText('AI_BASE_URL')
  await expect(page.getByRole('textbox', { name: 'Message Orion' })).toHaveCount(0)

  // Someone else on the same server: no Download button, the owner's name instead.
  const guestContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '10.78.0.2' },
  })
  const guest = await guestContext.newPage()
  await registerViaApi(guest, newAccount('Bo'))
  await guest.goto('/')
  const guestCard = guest.getByRole('region', { name: /no AI model is configured on this server/ })
  await expect(guestCard).toContainText(`ask ${owner.fullName}`)
  await expect(guestCard.getByRole('button', { name: 'Download' })).toHaveCount(0)

  await card.getByRole('button', { name: 'Download' }).click()
  const progress = card.getByRole('progressbar', { name: 'Model download' })
  await expect(progress).toBeVisible()
  await expect(card.getByTestId('download-progress')).toContainText(/\d+ % · .* of 1\.7 MB · .*\/s/)

  // Ready: the card names the loaded model and its context; then the composer replaces it, and
  // the local model answers as the three personas.
  const ready = page.getByRole('region', { name: 'The local model is ready' })
  await expect(ready).toContainText(
    'llama-2-tiny-random.gguf is loaded on this server: context 1024 tokens per reply, 4 replies at once.',
    { timeout: 60_000 },
  )
  // The guest's card follows the owner's download: the same model, no restart.
  await expect(guest.getByRole('region', { name: 'The local model is ready' })).toBeVisible({
    timeout: 10_000,
  })
  await ready.getByRole('button', { name: 'Start chatting' }).click()
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await expect(composer).toBeVisible()
  await composer.fill('Hello, local model')
  await composer.press('Enter')
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply.getByRole('heading', { level: 3 })).toHaveCount(3, { timeout: 60_000 })
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 })

  const readiness = await (await fetch(`${baseURL}/readyz`)).json()
  expect(readiness.ai).toMatchObject({
    provider: 'local-gguf',
    model: 'llama-2-tiny-random.gguf',
    contextSize: 1024,
  })
  await guestContext.close()
})
