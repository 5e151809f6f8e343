import os from 'node:os'
import { PassThrough, type Readable } from 'node:stream'
import { Worker } from 'node:worker_threads'
import type { ExportFormat, ExportInput } from './export-transcript.js'

// Exports render in worker threads, never on the request thread: a long conversation's PDF takes
// a second or more of CPU, and every other request would wait as long (issue 18). A small pool
// (at most two workers: the machines Orion runs on have two cores), started on the first export,
// so the renderers (pdfkit, fonts) load only when someone exports. A worker left idle for a
// minute ends, and gives its memory back.

export interface ExportJob {
  input: ExportInput
  format: ExportFormat
  now: Date
}

export type FromExportWorker =
  { type: 'chunk'; chunk: Uint8Array } | { type: 'end' } | { type: 'error'; message: string }

export interface ExportPool {
  /** The file's bytes as the worker makes them; rejects if rendering fails before the first. */
  render(job: ExportJob): Promise<Readable>
  /** Ends every worker (the server is closing). */
  close(): Promise<void>
}

interface Slot {
  worker: Worker
  busy: boolean
  idleTimer?: NodeJS.Timeout
  /** The job being rendered: where the worker's messages and failure go. */
  job?: { message(message: FromExportWorker): void; fail(error: Error): void }
}

const WORKER_ENTRY = new URL('./export-worker.mjs', import.meta.url)

export function createExportPool({
  size = Math.min(2, os.availableParallelism()),
  idleMs = 60_000,
}: { size?: number; idleMs?: number } = {}): ExportPool {
  const slots: Slot[] = []
  const waiting: (() => void)[] = []
  let closed = false

  function start(): Slot {
    const slot: Slot = { worker: new Worker(WORKER_ENTRY), busy: true }
    slot.worker.on('message', (message: FromExportWorker) => slot.job?.message(message))
    slot.worker.on('error', (error) => slot.job?.fail(error))
    slot.worker.on('exit', (code) => {
      slots.splice(slots.indexOf(slot), 1)
      slot.job?.fail(new Error(`the export worker stopped (exit code ${code})`))
      clearTimeout(slot.idleTimer)
      waiting.shift()?.()
    })
    slots.push(slot)
    return slot
  }

  async function acquire(): Promise<Slot> {
    for (;;) {
      if (closed) throw new Error('the server is closing')
      const idle = slots.find((slot) => !slot.busy)
      if (idle) {
        clearTimeout(idle.idleTimer)
        idle.busy = true
        idle.worker.ref()
        return idle
      }
      if (slots.length < size) return start()
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
  }

  function release(slot: Slot): void {
    slot.job = undefined
    slot.busy = false
    // An idle worker does not keep the process alive, and ends after idleMs.
    slot.worker.unref()
    slot.idleTimer = setTimeout(() => void slot.worker.terminate(), idleMs).unref()
    waiting.shift()?.()
  }

  return {
    async render(job) {
      const slot = await acquire()
      return new Promise<Readable>((resolve, reject) => {
        const body = new PassThrough()
        let started = false
        const begin = () => {
          if (!started) resolve(body)
          started = true
        }
        const failed = (error: Error) => {
          if (started) body.destroy(error)
          else reject(error)
        }
        slot.job = {
          message(message) {
            if (message.type === 'chunk') {
              body.write(message.chunk)
              begin()
              return
            }
            release(slot)
            if (message.type === 'end') {
              body.end()
              begin()
            } else failed(new Error(`the export could not be rendered: ${message.message}`))
          },
          fail(error) {
            // The worker is gone (its exit removes it from the pool).
            slot.job = undefined
            failed(error)
          },
        }
        slot.worker.postMessage(job)
      })
    },

    async close() {
      closed = true
      for (const wake of waiting.splice(0)) wake()
      await Promise.all(slots.map((slot) => slot.worker.terminate()))
    },
  }
}
