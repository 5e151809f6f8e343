/** Plays audio to its end; resolves early when `signal` aborts, rejects when it cannot play. */
export function playAudio(audio: Blob, signal: AbortSignal): Promise<void> {
  const url = URL.createObjectURL(audio)
  const element = new Audio(url)
  return new Promise<void>((resolve, reject) => {
    const finish = (error?: unknown) => {
      signal.removeEventListener('abort', stop)
      element.pause()
      element.removeAttribute('src')
      URL.revokeObjectURL(url)
      if (error) reject(error instanceof Error ? error : new Error(String(error)))
      else resolve()
    }
    const stop = () => finish()
    if (signal.aborted) return finish()
    signal.addEventListener('abort', stop, { once: true })
    element.onended = () => finish()
    element.onerror = () => finish(new Error('The audio could not be played'))
    element.play().catch((error: unknown) => finish(error))
  })
}
