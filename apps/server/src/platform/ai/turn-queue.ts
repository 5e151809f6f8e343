import { cancelledError } from './provider-errors'

/**
 * First come, first served access to something only one request may use at a time (the local
 * model's context sequence). A request cancelled while it waits leaves the line at once.
 */
export function createTurnQueue() {
  let tail: Promise<void> = Promise.resolve()

  return {
    /** Waits for this request's turn; call the returned function when done. */
    async take(signal?: AbortSignal): Promise<() => void> {
      const previous = tail
      let release!: () => void
      tail = new Promise<void>((resolve) => (release = resolve))
      if (!signal) {
        await previous
        return release
      }
      const cancelled = new Promise<'cancelled'>((resolve) => {
        if (signal.aborted) resolve('cancelled')
        signal.addEventListener('abort', () => resolve('cancelled'), { once: true })
      })
      if ((await Promise.race([previous, cancelled])) === 'cancelled') {
        void previous.then(release) // keep the line in order behind us
        throw cancelledError()
      }
      return release
    },
  }
}
