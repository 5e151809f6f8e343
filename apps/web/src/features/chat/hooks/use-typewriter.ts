import { useEffect, useState } from 'react'

// Typewriter: 10 ms per character.
export const TYPEWRITER_MS_PER_CHAR = 10

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

/** Reveals `text` one character every 10 ms when `animate` is set; otherwise all of it at once. */
export function useTypewriter(text: string, animate: boolean): { shown: string; typing: boolean } {
  const [count, setCount] = useState(() => (animate && !prefersReducedMotion() ? 0 : text.length))
  useEffect(() => {
    if (count >= text.length) return
    const timer = setInterval(() => {
      setCount((current) => {
        const next = current + 1
        if (next >= text.length) clearInterval(timer)
        return next
      })
    }, TYPEWRITER_MS_PER_CHAR)
    return () => clearInterval(timer)
    // Runs once per text: the interval itself walks `count` forward.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text])
  return { shown: text.slice(0, count), typing: count < text.length }
}
