import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { readStorage, writeStorage } from '@/lib/storage'

// 256 px expanded, mobile under 768 px.
export const MOBILE_BREAKPOINT_PX = 768
export const SIDEBAR_EXPANDED_KEY = 'orion.sidebarExpanded'

function subscribeToResize(listener: () => void) {
  window.addEventListener('resize', listener)
  return () => window.removeEventListener('resize', listener)
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth < MOBILE_BREAKPOINT_PX,
    () => false,
  )
}

function initialExpanded(): boolean {
  const stored = readStorage(SIDEBAR_EXPANDED_KEY)
  if (stored !== null) return stored === 'true'
  return window.innerWidth >= MOBILE_BREAKPOINT_PX
}

/** Expanded or collapsed, remembered locally; collapses when the window shrinks below 768 px. */
export function useSidebarExpanded(): [boolean, (expanded: boolean) => void] {
  const [expanded, setExpandedState] = useState(initialExpanded)

  const setExpanded = useCallback((next: boolean) => {
    setExpandedState(next)
    writeStorage(SIDEBAR_EXPANDED_KEY, String(next))
  }, [])

  useEffect(() => {
    let previousWidth = window.innerWidth
    const onResize = () => {
      const width = window.innerWidth
      if (previousWidth >= MOBILE_BREAKPOINT_PX && width < MOBILE_BREAKPOINT_PX) setExpanded(false)
      previousWidth = width
    }
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [setExpanded])

  return [expanded, setExpanded]
}
