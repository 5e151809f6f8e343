import { describe, expect, it } from 'vitest'
import { createSseParser, readSseStream, type SseEvent } from '@/lib/sse'

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = []
  const parser = createSseParser((event) => events.push(event))
  for (const chunk of chunks) parser.feed(chunk)
  parser.end()
  return events
}

describe('SSE parser', () => {
  it('reads one event with its name and data', () => {
    expect(parse(['event: delta\ndata: {"text":"hi"}\n\n'])).toEqual([
      { event: 'delta', data: '{"text":"hi"}' },
    ])
  })

  it('gives each event its own id: line (what a resumed reader sends back)', () => {
    expect(parse(['id: 7\nevent: delta\ndata: a\n\nevent: delta\ndata: b\n\n'])).toEqual([
      { event: 'delta', data: 'a', id: '7' },
      { event: 'delta', data: 'b' },
    ])
  })

  it('joins an event split across chunks, even mid-line and mid-CRLF', () => {
    expect(parse(['event: del', 'ta\r', '\ndata: {"te', 'xt":"a"}\r\n', '\r\n'])).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
    ])
  })

  it('reads several events from one chunk, and multi-line data', () => {
    const chunk = 'event: a\ndata: 1\n\nevent: b\ndata: x\ndata: y\n\n: comment\ndata: plain\n\n'
    expect(parse([chunk])).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: 'x\ny' },
      { event: 'message', data: 'plain' },
    ])
  })

  it('keeps a last event that has no closing blank line, and skips events without data', () => {
    expect(parse(['event: only-name\n\nevent: done\ndata: {}'])).toEqual([
      { event: 'done', data: '{}' },
    ])
  })

  it('reads a byte stream, including characters split between chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: "é✓"\n\n')
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 16))
        controller.enqueue(bytes.slice(16))
        controller.close()
      },
    })
    const events: SseEvent[] = []
    await readSseStream(body, (event) => events.push(event))
    expect(events).toEqual([{ event: 'delta', data: '"é✓"' }])
  })

  it('rejects when the stream fails', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: a\ndata: 1\n\n'))
        controller.error(new Error('network gone'))
      },
    })
    const events: SseEvent[] = []
    await expect(readSseStream(body, (event) => events.push(event))).rejects.toThrow('network gone')
  })
})
