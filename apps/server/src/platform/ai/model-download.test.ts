import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startModelFileServer, type ModelFileServer } from '../../test/fakes/model-file-server'
import { configuredModelSource } from './default-model'
import {
  downloadModel,
  isModelDownloaded,
  ModelDownloadError,
  type DownloadProgress,
  type ModelSource,
} from './model-download'

// The real download path against a file host on loopback serving the 1.7 MB test GGUF.
const repoRoot = path.resolve(import.meta.dirname, '../../../../..')
const tinyModel = path.resolve(repoRoot, '../shared/models/llama-2-tiny-random.gguf')
const TINY_SHA256 = '81f226c62d28ed4a1a9b9fa080fcd9f0cc40e0f9d5680036583ff98fbcd035cb'
const TINY_SIZE = 1_750_560

let host: ModelFileServer
let modelsDir: string
let source: ModelSource
beforeAll(async () => {
  host = await startModelFileServer(tinyModel, { fileName: 'llama-2-tiny-random.gguf' })
  source = configuredModelSource(host.url, TINY_SHA256, TINY_SIZE)
})
afterAll(() => host.close())
afterEach(() => {
  if (modelsDir) fs.rmSync(modelsDir, { recursive: true, force: true })
})
const freshDir = () => (modelsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-pull-')))

describe('downloading the local model', () => {
  it('downloads the file with progress events and keeps it only once its checksum is right', async () => {
    const dir = freshDir()
    const events: DownloadProgress[] = []
    const file = await downloadModel(source, dir, {
      onProgress: (progress) => events.push(progress),
      progressIntervalMs: 0,
    })
    expect(file).toBe(path.join(dir, 'llama-2-tiny-random.gguf'))
    expect(fs.readFileSync(file).equals(fs.readFileSync(tinyModel))).toBe(true)
    expect(fs.existsSync(`${file}.part`)).toBe(false)
    expect(isModelDownloaded(source, dir)).toBe(true)
    expect(events.length).toBeGreaterThan(3)
    expect(events[0]).toMatchObject({ receivedBytes: 0, totalBytes: TINY_SIZE, percent: 0 })
    expect(events.at(-1)).toMatchObject({ receivedBytes: TINY_SIZE, percent: 100 })
    const received = events.map((event) => event.receivedBytes)
    expect(received).toEqual([...received].sort((a, b) => a - b))
    expect(events.some((event) => event.bytesPerSecond > 0 && event.secondsLeft !== null)).toBe(
      true,
    )
  })

  it('resumes an interrupted download with a Range request instead of starting again', async () => {
    const dir = freshDir()
    host.ranges.length = 0
    host.cutNextAfter(700_000)
    const error = await downloadModel(source, dir).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ModelDownloadError)
    expect((error as Error).message).toMatch(/interrupted .* Run it again to resume/)
    const partial = path.join(dir, 'llama-2-tiny-random.gguf.part')
    const kept = fs.statSync(partial).size
    expect(kept).toBeGreaterThanOrEqual(600_000)
    expect(kept).toBeLessThan(TINY_SIZE)

    const events: DownloadProgress[] = []
    const file = await downloadModel(source, dir, {
      onProgress: (progress) => events.push(progress),
    })
    expect(host.ranges).toEqual(['', `bytes=${kept}-`])
    expect(events[0]!.receivedBytes).toBe(kept)
    expect(fs.readFileSync(file).equals(fs.readFileSync(tinyModel))).toBe(true)
  })

  it('refuses a file whose checksum differs, deletes it and says why', async () => {
    const dir = freshDir()
    const wrong = { ...source, sha256: '0'.repeat(64) }
    const error = await downloadModel(wrong, dir).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ModelDownloadError)
    expect((error as Error).message).toBe(
      `The downloaded llama-2-tiny-random.gguf failed its checksum: sha256 ${TINY_SHA256}, expected ${'0'.repeat(64)}. It was deleted and not used. Try again, or check AI_MODEL_SHA256.`,
    )
    expect(fs.readdirSync(dir)).toEqual([])
    expect(isModelDownloaded(wrong, dir)).toBe(false)
  })

  it('refuses a file of the wrong size', async () => {
    const dir = freshDir()
    const error = await downloadModel({ ...source, size: TINY_SIZE + 1 }, dir).catch(
      (caught: unknown) => caught,
    )
    expect((error as Error).message).toMatch(/has 1750560 bytes instead of 1750561; it was deleted/)
    expect(fs.readdirSync(dir)).toEqual([])
  })

  it('says which address failed when the host answers an error', async () => {
    const dir = freshDir()
    const missing = { ...source, url: host.url.replace('llama-2', 'nothing') }
    await expect(downloadModel(missing, dir)).rejects.toThrow(
      `${missing.url} answered 404 Not Found; the model could not be downloaded.`,
    )
  })
})

describe('npm run model:pull', () => {
  const run = promisify(execFile)
  const pull = (env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'apps/server/src/model-pull.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
    })

  it('downloads the configured model into DATA_DIR/models with a progress line', async () => {
    const dataDir = freshDir()
    const { stdout, stderr } = await pull({
      DATA_DIR: dataDir,
      AI_MODEL_DOWNLOAD_URL: host.url,
      AI_MODEL_SHA256: TINY_SHA256,
      AI_MODEL_SIZE: String(TINY_SIZE),
    })
    expect(stderr).toMatch(/100\.0 %\s+1\.7 MB \/ 1\.7 MB\s+[\d.]+ [KMG]?B\/s/)
    expect(stdout).toContain('Checked (size and sha256) and saved:')
    expect(fs.existsSync(path.join(dataDir, 'models/llama-2-tiny-random.gguf'))).toBe(true)
  }, 30_000)

  it('downloads nothing when AI_BASE_URL is set', async () => {
    const dataDir = freshDir()
    const { stdout } = await pull({
      DATA_DIR: dataDir,
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_MODEL: 'llama3.1',
      AI_MODEL_DOWNLOAD_URL: host.url,
      AI_MODEL_SHA256: TINY_SHA256,
    })
    expect(stdout).toContain(
      'AI_BASE_URL is set: Orion uses http://127.0.0.1:9/v1; nothing to download.',
    )
    expect(fs.existsSync(path.join(dataDir, 'models'))).toBe(false)
  }, 30_000)
})
