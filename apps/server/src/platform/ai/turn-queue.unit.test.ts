import { describe, expect, it } from 'vitest'
import { AiProviderError } from './ai-provider'
import { createTurnQueue } from './turn-queue'

describe('the turn queue of the local model', () => {
  it('gives each free slot at once, then serves waiting requests in the order they came', async () => {
    const queue = createTurnQueue(['a', 'b'])
    const first = await queue.take()
    const second = await queue.take()
    expect([first.slot, second.slot]).toEqual(['a', 'b'])
    const served: string[] = []
    const third = queue.take().then((turn) => (served.push('third'), turn))
    const fourth = queue.take().then((turn) => (served.push('fourth'), turn))
    await Promise.resolve()
    expect(queue.waiting).toBe(2)
    expect(served).toEqual([])
    second.release()
    expect((await third).slot).toBe('b')
    first.release()
    expect((await fourth).slot).toBe('a')
    expect(served).toEqual(['third', 'fourth'])
  })

  it('lets a cancelled request leave the line without taking a slot', async () => {
    const queue = createTurnQueue(['only'])
    const holder = await queue.take()
    const controller = new AbortController()
    const cancelled = queue.take(controller.signal)
    const next = queue.take()
    controller.abort()
    const error = await cancelled.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AiProviderError)
    expect((error as AiProviderError).kind).toBe('aborted')
    expect(queue.waiting).toBe(1)
    holder.release()
    holder.release() // a second release changes nothing
    expect((await next).slot).toBe('only')
    expect(queue.waiting).toBe(0)
  })
})
