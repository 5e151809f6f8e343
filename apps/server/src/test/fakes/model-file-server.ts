import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

// A file host on loopback speaking plain HTTP with Range requests, like the Hugging Face CDN:
// 200 with the whole file, 206 with the rest from a byte offset. It can cut the connection after
// a number of bytes (an interrupted download) and slow itself down (so progress can be watched).

export interface ModelFileServer {
  url: string
  /** Range headers received, in order ('' when none). */
  ranges: string[]
  /** The next response stops (connection destroyed) after this many body bytes. */
  cutNextAfter(bytes: number): void
  close(): Promise<void>
}

export async function startModelFileServer(
  file: string,
  options: {
    fileName?: string
    bytesPerTick?: number
    tickMs?: number
    host?: string
    port?: number
  } = {},
): Promise<ModelFileServer> {
  const body = fs.readFileSync(file)
  const fileName = options.fileName ?? 'model.gguf'
  const ranges: string[] = []
  let cutAfter: number | null = null

  const server = http.createServer((request, response) => {
    if (request.url !== `/${fileName}`) {
      response.writeHead(404).end('not found')
      return
    }
    const range = request.headers.range ?? ''
    ranges.push(range)
    const match = /^bytes=(\d+)-$/.exec(range)
    const start = match ? Number(match[1]) : 0
    if (start >= body.length) {
      response.writeHead(416, { 'Content-Range': `bytes */${body.length}` }).end()
      return
    }
    const part = body.subarray(start)
    response.writeHead(match ? 206 : 200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(part.length),
      'Accept-Ranges': 'bytes',
      ...(match ? { 'Content-Range': `bytes ${start}-${body.length - 1}/${body.length}` } : {}),
    })
    const limit = cutAfter
    cutAfter = null
    const step = options.bytesPerTick ?? 64 * 1024
    let sent = 0
    const next = () => {
      if (limit !== null && sent >= limit) {
        response.socket?.destroy()
        return
      }
      if (sent >= part.length) {
        response.end()
        return
      }
      const size = Math.min(step, part.length - sent, limit === null ? Infinity : limit - sent)
      response.write(part.subarray(sent, sent + size))
      sent += size
      setTimeout(next, options.tickMs ?? 0)
    }
    next()
  })
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  )
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/${fileName}`,
    ranges,
    cutNextAfter: (bytes) => void (cutAfter = bytes),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
