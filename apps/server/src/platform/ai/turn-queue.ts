import { cancelledError } from './provider-errors'

/**
 * First come, first served access to a few things only one request may use at a time (the local
 * model's context sequences). Whoever asked first gets the next free one, so requests from several
 * people are served in the order they arrived and nobody is passed over. A request cancelled while
 * it waits leaves the line at once.
 */
export function createTurnQueue<T>(slots: T[]) {
  const free = [...slots]
  const waiting: { grant(slot: T): void }[] = []

  function release(slot: T) {
    const next = waiting.shift()
    if (next) next.grant(slot)
    else free.push(slot)
  }

  return {
    /** How many requests wait for a slot. */
    get waiting() {
      return waiting.length
    },
    /** Waits for this request's turn; call `release` when done. */
    async take(signal?: AbortSignal): Promise<{ slot: T; release: () => void }> {
      if (signal?.aborted) throw cancelledError()
      const ready = free.shift()
      const slot =
        ready !== undefined
          ? ready
          : await new Promise<T>((resolve, reject) => {
              const entry = {
                grant(granted: T) {
                  signal?.removeEventListener('abort', leave)
                  resolve(granted)
                },
              }
              const leave = () => {
                waiting.splice(waiting.indexOf(entry), 1)
                reject(cancelledError())
              }
              waiting.push(entry)
              signal?.addEventListener('abort', leave, { once: true })
            })
      let released = false
      return {
        slot,
        release: () => {
          if (released) return
          released = true
          release(slot)
        },
      }
    },
  }
}
