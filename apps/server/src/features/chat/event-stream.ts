import type { FastifyReply, FastifyRequest } from 'fastify'
import type { StreamEvent } from './chat-turn'

// Server-Sent Events on the raw response (DESIGN.md budget: a token reaches the browser within
// 20 ms of the model emitting it, so every event is written at once, never batched).

const HEARTBEAT_MS = 15_000

export interface EventStream {
  send(event: StreamEvent): void
  end(): void
  /** Aborts when the client goes away (closed tab, aborted fetch). */
  signal: AbortSignal
}

/** Aborts when the connection closes before the response was finished. */
export function clientGone(reply: FastifyReply): AbortController {
  const controller = new AbortController()
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  return controller
}

export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  const controller = clientGone(reply)
  reply.hijack()
  const raw = reply.raw
  // Headers set earlier (refreshed session cookies, security headers) still go out.
  const headers: Record<string, string | string[] | number> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  raw.flushHeaders()
  request.raw.socket?.setNoDelay(true)

  const write = (chunk: string) => {
    if (!raw.writableEnded && !raw.destroyed) raw.write(chunk)
  }
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS)
  heartbeat.unref()
  controller.signal.addEventListener('abort', () => clearInterval(heartbeat), { once: true })

  return {
    signal: controller.signal,
    send(event) {
      write(`event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`)
    },
    end() {
      clearInterval(heartbeat)
      if (!raw.writableEnded) raw.end()
    },
  }
}
