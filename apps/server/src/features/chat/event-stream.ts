import type { FastifyReply, FastifyRequest } from 'fastify'
import type { StreamEvent } from './chat-turn'
import type { HubTurn, TurnHub } from './turn-hub'

// Server-Sent Events on the raw response: a token should reach the browser within 20 ms of the
// model emitting it, so every event is written at once, never batched.

const HEARTBEAT_MS = 15_000

export interface EventStream {
  /** `id` is the event's number in its turn (the SSE `id:` line a reader resumes from). */
  send(event: StreamEvent, id?: number): void
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
    send(event, id) {
      const idLine = id === undefined ? '' : `id: ${id}\n`
      write(`${idLine}event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`)
    },
    end() {
      clearInterval(heartbeat)
      if (!raw.writableEnded) raw.end()
    },
  }
}

/**
 * Streams a turn's events after `after` and then live, until the turn ends or the reader goes
 * away (which leaves the turn running).
 */
export async function streamTurn(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: TurnHub,
  turn: HubTurn,
  after: number,
): Promise<void> {
  const stream = openEventStream(request, reply)
  await new Promise<void>((resolve) => {
    const stop = hub.follow(turn, after, (numbered) => {
      if (numbered) stream.send(numbered.event, numbered.id)
      else resolve()
    })
    stream.signal.addEventListener(
      'abort',
      () => {
        stop()
        resolve()
      },
      { once: true },
    )
  })
  stream.end()
}
