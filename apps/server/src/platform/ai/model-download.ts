import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

// Fetching Orion's local model (docs/decisions: the default local model): one file, resumed with an
// HTTP Range request after an interruption, kept as <file>.part until its size and sha256 are
// right, then renamed, so a file under its final name is always a whole, checked model.

export interface ModelSource {
  /** What the setup card calls it, e.g. "Qwen2.5 1.5B Instruct (Q4_K_M)". */
  name: string
  url: string
  /** The name it gets in DATA_DIR/models. */
  fileName: string
  /** Lower-case hex; the download is refused when the file's differs. */
  sha256: string | null
  /** Bytes; the download is refused when the file's differs. */
  size: number | null
  /** e.g. "Apache-2.0"; null when the source does not say (a configured URL). */
  licence: string | null
  licenceUrl: string | null
}

export interface DownloadProgress {
  receivedBytes: number
  /** null when neither the source nor the server says how big the file is. */
  totalBytes: number | null
  percent: number | null
  bytesPerSecond: number
  /** null until the speed and the total are known. */
  secondsLeft: number | null
}

export class ModelDownloadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'ModelDownloadError'
  }
}

export interface DownloadOptions {
  onProgress?(progress: DownloadProgress): void
  signal?: AbortSignal
  /** The least time between two progress reports (the last one is always sent). */
  progressIntervalMs?: number
}

export const modelPath = (source: ModelSource, modelsDir: string) =>
  path.join(modelsDir, source.fileName)

/** The model is on disk under its final name (only a checked download gets that name). */
export function isModelDownloaded(source: ModelSource, modelsDir: string): boolean {
  const stats = fs.statSync(modelPath(source, modelsDir), { throwIfNoEntry: false })
  return Boolean(stats?.isFile() && (source.size === null || stats.size === source.size))
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

/** Downloads `source` into `modelsDir` (resuming a .part left by an earlier try); its final path. */
export async function downloadModel(
  source: ModelSource,
  modelsDir: string,
  options: DownloadOptions = {},
): Promise<string> {
  const target = modelPath(source, modelsDir)
  if (isModelDownloaded(source, modelsDir)) return target
  fs.mkdirSync(modelsDir, { recursive: true })
  const partial = `${target}.part`
  const already = fs.statSync(partial, { throwIfNoEntry: false })?.size ?? 0

  if (source.size === null || already < source.size) {
    await fetchInto(source, partial, already, options)
  }
  await verify(source, partial)
  fs.renameSync(partial, target)
  return target
}

async function fetchInto(
  source: ModelSource,
  partial: string,
  already: number,
  options: DownloadOptions,
): Promise<void> {
  let response: Response
  try {
    response = await fetch(source.url, {
      headers: already > 0 ? { Range: `bytes=${already}-` } : {},
      redirect: 'follow',
      signal: options.signal,
    })
  } catch (error) {
    if (options.signal?.aborted) throw new ModelDownloadError('The download was stopped.')
    throw new ModelDownloadError(
      `Could not reach ${source.url}: ${(error as Error).message}. Check the network and try again; the download resumes where it stopped.`,
      { cause: error },
    )
  }
  // 416: the .part is already whole (an earlier try stopped between the last byte and the rename).
  if (response.status === 416 && already > 0) return
  if (!response.ok || !response.body) {
    throw new ModelDownloadError(
      `${source.url} answered ${response.status} ${response.statusText}; the model could not be downloaded.`,
    )
  }
  const resumed = response.status === 206
  const start = resumed ? already : 0
  const length = Number(response.headers.get('content-length'))
  const totalBytes = source.size ?? (Number.isFinite(length) && length > 0 ? start + length : null)

  const report = progressReporter(start, totalBytes, options)
  const counter = new TransformCounter(start, report.update)
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream),
      counter,
      fs.createWriteStream(partial, { flags: resumed ? 'a' : 'w' }),
      { signal: options.signal },
    )
  } catch (error) {
    if (options.signal?.aborted) throw new ModelDownloadError('The download was stopped.')
    throw new ModelDownloadError(
      `The download of ${source.fileName} was interrupted after ${formatBytes(counter.received)}: ${(error as Error).message}. Run it again to resume.`,
      { cause: error },
    )
  }
  report.finish(counter.received)
}

async function verify(source: ModelSource, partial: string): Promise<void> {
  const size = fs.statSync(partial).size
  if (source.size !== null && size !== source.size) {
    fs.rmSync(partial, { force: true })
    throw new ModelDownloadError(
      `The downloaded ${source.fileName} has ${size} bytes instead of ${source.size}; it was deleted. Try again, or check AI_MODEL_SIZE.`,
    )
  }
  if (source.sha256 === null) return
  const actual = await sha256OfFile(partial)
  if (actual !== source.sha256) {
    fs.rmSync(partial, { force: true })
    throw new ModelDownloadError(
      `The downloaded ${source.fileName} failed its checksum: sha256 ${actual}, expected ${source.sha256}. It was deleted and not used. Try again, or check AI_MODEL_SHA256.`,
    )
  }
}

class TransformCounter extends Transform {
  constructor(
    public received: number,
    private readonly onBytes: (received: number) => void,
  ) {
    super()
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.received += chunk.length
    this.onBytes(this.received)
    this.push(chunk)
    done()
  }
}

function progressReporter(start: number, totalBytes: number | null, options: DownloadOptions) {
  const began = performance.now()
  const interval = options.progressIntervalMs ?? 250
  let last = -Infinity
  const send = (received: number) => {
    const seconds = (performance.now() - began) / 1000
    const bytesPerSecond = seconds > 0 ? (received - start) / seconds : 0
    options.onProgress?.({
      receivedBytes: received,
      totalBytes,
      percent: totalBytes ? Math.min(100, (received / totalBytes) * 100) : null,
      bytesPerSecond,
      secondsLeft:
        totalBytes !== null && bytesPerSecond > 0
          ? Math.max(0, (totalBytes - received) / bytesPerSecond)
          : null,
    })
  }
  send(start)
  return {
    update(received: number) {
      const now = performance.now()
      if (now - last < interval) return
      last = now
      send(received)
    },
    finish: send,
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`
}

export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds)
  if (whole < 60) return `${whole} s`
  const minutes = Math.floor(whole / 60)
  if (minutes < 60) return `${minutes} min ${whole % 60} s`
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}
