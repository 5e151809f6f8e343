// Creates a PGlite cluster in a data directory, in its own process (db/client.ts openPglite): initdb
// grows the WebAssembly memory to 400-800 MB, which a process never gets back until a major GC, so
// the server's instance must not share a process with it. Plain JavaScript: runs without tsx.
// Usage: node pglite-initdb.mjs <dataDir> <startParams as JSON>
import { PGlite } from '@electric-sql/pglite'

const [dataDir, startParams] = process.argv.slice(2)
const initializer = new PGlite({ dataDir, startParams: JSON.parse(startParams) })
await initializer.waitReady
await initializer.close()
