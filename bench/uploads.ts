import crypto from 'node:crypto'
import fs from 'node:fs'
import sharp from 'sharp'
import { UPLOAD_MAX_BYTES } from '@orion/contracts/uploads'
import { startFakeS3, type FakeS3 } from '../apps/server/src/test/fakes/s3-server'
import { startOrion } from './server-process'
import { benchUsers, ChatApi, describe, summarize } from './sessions'

// `npm run bench:uploads`: 20 pictures of nearly 10 MB (the upload limit) sent one after another
// to POST /api/images/upload of the real server in its own process, as the web app sends them
// (multipart field "image"). Prints the throughput (MB/s, ms per upload) and the server's
// resident memory read from /proc/PID/status every 20 ms during the run: the peak (VmHWM, and the
// highest VmRSS sampled) and VmRSS after 5, 10, 15 and 20 uploads, which must not grow with the
// number of uploads. BENCH_UPLOADS_STORAGE=s3 stores into a real S3-compatible server (s3rver)
// on loopback instead of the local disk. Figures are printed, never asserted.

const COUNT = Number(process.env.BENCH_UPLOADS_COUNT ?? 20)
const STORAGE = process.env.BENCH_UPLOADS_STORAGE === 's3' ? 's3' : 'local'
const MB = 1024 * 1024

/** kB figures of /proc/PID/status. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1])
  return { rss: field('VmRSS'), hwm: field('VmHWM') }
}
const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(1)} MB`

/**
 * A real picture of nearly `bytes`: random pixels (noise does not compress), alternately as PNG
 * and as JPEG at quality 100, each different so that nothing can be cached.
 */
async function picture(index: number, bytes: number): Promise<{ data: Buffer; type: string }> {
  if (index % 2 === 0) {
    // Uncompressed PNG: 3 bytes a pixel plus a little framing.
    const side = Math.floor(Math.sqrt((bytes - 4096) / 3))
    const data = await sharp(crypto.randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    return { data, type: 'image/png' }
  }
  // A noisy JPEG at quality 100 takes about 2.4 bytes a pixel: find the side that fits.
  let side = Math.floor(Math.sqrt(bytes / 2.4))
  for (;;) {
    const data = await sharp(crypto.randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer()
    if (data.length <= bytes) return { data, type: 'image/jpeg' }
    side = Math.floor(side * Math.sqrt(bytes / data.length) * 0.99)
  }
}

async function main() {
  const target = UPLOAD_MAX_BYTES - 64 * 1024
  process.stdout.write(`Making ${COUNT} pictures of nearly ${(target / MB).toFixed(2)} MB... `)
  const pictures = []
  for (let index = 0; index < COUNT; index++) pictures.push(await picture(index, target))
  const totalBytes = pictures.reduce((sum, { data }) => sum + data.length, 0)
  const smallest = Math.min(...pictures.map(({ data }) => data.length))
  console.log(`done (${(smallest / MB).toFixed(2)} to ${(target / MB).toFixed(2)} MB each)`)

  let s3: FakeS3 | null = null
  if (STORAGE === 's3') s3 = await startFakeS3('orion-bench')
  const [user] = benchUsers(1)
  const server = await startOrion(s3?.environment ?? {})
  let peakRss = 0
  let sampler: NodeJS.Timeout | undefined
  try {
    const api = await ChatApi.register(server.url, user!)
    const atStart = memoryOf(server.pid)
    sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memoryOf(server.pid).rss)
    }, 20)
    console.log(
      `Orion (pid ${server.pid}, ${STORAGE} storage) after start and sign-up: VmRSS ${mb(atStart.rss)}, VmHWM ${mb(atStart.hwm)}`,
    )

    const times: number[] = []
    const checkpoints: string[] = []
    const started = performance.now()
    for (const [index, { data, type }] of pictures.entries()) {
      const form = new FormData()
      const extension = type === 'image/png' ? 'png' : 'jpg'
      form.append(
        'image',
        new Blob([data as Uint8Array<ArrayBuffer>], { type }),
        `picture-${index}.${extension}`,
      )
      const before = performance.now()
      const response = await fetch(`${server.url}/api/images/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${api.token}` },
        body: form,
      })
      if (response.status !== 201) {
        throw new Error(`upload ${index + 1}: ${response.status} ${await response.text()}`)
      }
      await response.json()
      times.push(performance.now() - before)
      const done = index + 1
      if (done % 5 === 0 || done === COUNT) {
        const now = memoryOf(server.pid)
        checkpoints.push(
          `  after ${String(done).padStart(2)} uploads: VmRSS ${mb(now.rss)}, VmHWM ${mb(now.hwm)}`,
        )
      }
    }
    const elapsed = (performance.now() - started) / 1000
    const end = memoryOf(server.pid)
    peakRss = Math.max(peakRss, end.rss)

    console.log(`\n${COUNT} uploads, ${(totalBytes / MB).toFixed(1)} MB in ${elapsed.toFixed(1)} s`)
    console.log(`  throughput: ${(totalBytes / MB / elapsed).toFixed(2)} MB/s`)
    console.log(`  per upload: ${describe(summarize(times), 0)}`)
    console.log('Server memory (from /proc/PID/status):')
    for (const line of checkpoints) console.log(line)
    console.log(
      `  peak VmRSS sampled every 20 ms during the uploads: ${mb(peakRss)} (${mb(peakRss - atStart.rss)} above the start); VmHWM at the end: ${mb(end.hwm)}`,
    )
  } finally {
    clearInterval(sampler)
    await server.stop()
    await s3?.close()
  }
}

await main()
