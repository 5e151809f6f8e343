import { useEffect, useRef, type RefObject } from 'react'

/**
 * Calls `onVisible` when the element comes within `margin` of the viewport (an infinite list's end),
 * and again each time it does while `enabled`. Without IntersectionObserver, never.
 */
export function useWhenVisible<T extends Element>(
  onVisible: () => void,
  { enabled, margin = '400px' }: { enabled: boolean; margin?: string },
): RefObject<T | null> {
  const ref = useRef<T>(null)
  const callback = useRef(onVisible)
  callback.current = onVisible
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled, margin])
  return ref
}
