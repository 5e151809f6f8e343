import type { MessagePort } from 'node:worker_threads'
import { exportBytes } from './render-export.js'
import type { ExportJob, FromExportWorker } from './export-pool.js'

// Runs in a worker thread (started by export-pool.ts through export-worker.mjs): renders one
// export at a time and posts its bytes back as they are made, then 'end' (or 'error').

export function serveExports(port: MessagePort): void {
  port.on('message', async (job: ExportJob) => {
    const post = (message: FromExportWorker) => port.postMessage(message)
    try {
      for await (const chunk of exportBytes(job.input, job.format, job.now)) {
        post({ type: 'chunk', chunk })
      }
      post({ type: 'end' })
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  })
}
