import { useEffect, useState } from 'react'

// The phrase rotates every 15 s while the reply has not started.
export const LOADING_PHRASE_MS = 15_000
export const LOADING_PHRASES = [
  'Orion is gathering its thoughts...',
  'Three perspectives are taking shape...',
  'Weighing what you said with care...',
  'Almost there: good answers take a moment...',
]

export function useLoadingPhrase(active: boolean): string {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (!active) return
    setIndex(0)
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % LOADING_PHRASES.length),
      LOADING_PHRASE_MS,
    )
    return () => clearInterval(timer)
  }, [active])
  return LOADING_PHRASES[index]!
}
