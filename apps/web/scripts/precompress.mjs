// Writes .br and .gz beside every text asset of the build, so the server sends compressed files
// (@fastify/static preCompressed) without compressing on each request.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const dist = path.resolve(import.meta.dirname, '../dist')
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/

function* files(directory) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(entry.name)) yield full
  }
}

let count = 0
for (const file of files(dist)) {
  const source = fs.readFileSync(file)
  if (source.length < 1024) continue
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }))
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  count++
}
console.log(`precompressed ${count} files (gzip + brotli)`)
