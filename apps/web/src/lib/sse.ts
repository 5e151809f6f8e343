// A small Server-Sent Events reader for POST responses (EventSource can only GET).
// Format: https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation

export interface SseEvent {
  /** The `event:` field, 'message' when absent. */
  event: string
  /** The `data:` lines joined with '\n'. */
  data: string
  /** The `id:` field of this event, when it has one (what a reader resumes after). */
  id?: string
}

/**
 * Feeds text in arbitrary chunks and calls `onEvent` once per complete event. Lines may be split
 * across chunks and one chunk may hold many events; comments (':' lines) and `retry:` are ignored.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = ''
  let pendingCarriageReturn = false
  let eventName = ''
  let dataLines: string[] = []
  let id: string | undefined

  function dispatch() {
    if (dataLines.length > 0) {
      const event = { event: eventName || 'message', data: dataLines.join('\n') }
      onEvent(id === undefined ? event : { ...event, id })
    }
    eventName = ''
    dataLines = []
    id = undefined
  }

  function processLine(line: string) {
    if (line === '') return dispatch()
    if (line.startsWith(':')) return
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') eventName = value
    else if (field === 'data') dataLines.push(value)
    else if (field === 'id' && !value.includes('\0')) id = value
  }

  return {
    feed(chunk: string) {
      // A chunk ending in '\r' may be the first half of '\r\n': drop the '\n' that follows.
      if (pendingCarriageReturn && chunk.startsWith('\n')) chunk = chunk.slice(1)
      pendingCarriageReturn = chunk.endsWith('\r')
      buffer += chunk
      const lines = buffer.split(/\r\n|\r|\n/)
      buffer = lines.pop() ?? ''
      for (const line of lines) processLine(line)
    },
    /** The stream ended: a final event without its blank line still counts. */
    end() {
      if (buffer !== '') processLine(buffer)
      buffer = ''
      dispatch()
    },
  }
}

/** Reads a response body as SSE until it ends; rejects when the reader fails (abort included). */
export async function readSseStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
): Promise<void> {
  const parser = createSseParser(onEvent)
  const reader = body.getReader()
  const decoder = new TextDecoder()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      parser.feed(decoder.decode(value, { stream: true }))
    }
    parser.feed(decoder.decode())
    parser.end()
  } finally {
    reader.releaseLock()
  }
}
