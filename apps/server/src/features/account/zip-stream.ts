import { once } from 'node:events'
import { PassThrough, type Readable } from 'node:stream'
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate'

// A ZIP archive written as a stream (fflate): entries go out as they are added, so an account
// with many pictures is never held in memory whole. Pictures are stored as they are (already
// compressed); JSON is deflated. Writing waits while the reader is slower (backpressure).

export function createZipStream() {
  const out = new PassThrough()
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error)
    if (!out.destroyed) out.write(chunk)
    if (final) out.end()
  })

  async function drained() {
    if (out.destroyed) throw new Error('the download was abandoned')
    if (out.writableNeedDrain) await once(out, 'drain')
  }

  return {
    /** What the route sends. */
    stream: out as Readable,
    async addJson(name: string, value: unknown) {
      const entry = new ZipDeflate(name, { level: 6 })
      zip.add(entry)
      entry.push(strToU8(`${JSON.stringify(value, null, 2)}\n`), true)
      await drained()
    },
    async addText(name: string, text: string) {
      const entry = new ZipDeflate(name, { level: 6 })
      zip.add(entry)
      entry.push(strToU8(text), true)
      await drained()
    },
    async addFile(name: string, source: Readable) {
      const entry = new ZipPassThrough(name)
      zip.add(entry)
      for await (const chunk of source) {
        entry.push(chunk as Uint8Array)
        await drained()
      }
      entry.push(new Uint8Array(0), true)
      await drained()
    },
    end() {
      zip.end()
    },
    fail(error: Error) {
      out.destroy(error)
    },
  }
}
