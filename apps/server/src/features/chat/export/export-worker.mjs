// A worker thread's entry. Workers start as plain Node, whatever the server runs under: tsx
// (decision 0001) loads the TypeScript renderers here, the same way `node --import tsx` does.
import { parentPort } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

const { serveExports } = await tsImport('./export-worker.ts', import.meta.url)
serveExports(parentPort)
