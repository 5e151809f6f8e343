import { useSyncExternalStore } from 'react'
import { readStorage, writeStorage } from '@/lib/storage'

/** Current session: null, 'new' (a conversation not yet created) or a real id. */
export type CurrentSessionId = null | 'new' | string

export const CURRENT_SESSION_KEY = 'orion.currentSessionId'

const listeners = new Set<() => void>()

export function getCurrentSession(): CurrentSessionId {
  return readStorage(CURRENT_SESSION_KEY)
}

export function setCurrentSession(id: CurrentSessionId): void {
  writeStorage(CURRENT_SESSION_KEY, id)
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useCurrentSession(): CurrentSessionId {
  return useSyncExternalStore(subscribe, getCurrentSession, () => null)
}

/** A conversation's own address: a reload, the back button or a shared link opens it. */
export const conversationPath = (id: string) => `/c/${encodeURIComponent(id)}`
