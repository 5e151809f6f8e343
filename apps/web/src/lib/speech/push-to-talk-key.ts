import { useSyncExternalStore } from 'react'
import { readStorage, writeStorage } from '@/lib/storage'

// The push-to-talk key, stored in localStorage as pushToTalkKey, default Control.

export const PUSH_TO_TALK_STORAGE_KEY = 'pushToTalkKey'
export const DEFAULT_PUSH_TO_TALK_KEY = 'Control'
const CHANGED = 'orion:push-to-talk-key'

export function readPushToTalkKey(): string {
  return readStorage(PUSH_TO_TALK_STORAGE_KEY) || DEFAULT_PUSH_TO_TALK_KEY
}

export function savePushToTalkKey(key: string) {
  writeStorage(PUSH_TO_TALK_STORAGE_KEY, key)
  window.dispatchEvent(new Event(CHANGED))
}

/** How a key is shown: ' ' as Space, single letters upper-case. */
export function keyLabel(key: string): string {
  if (key === ' ') return 'Space'
  return key.length === 1 ? key.toUpperCase() : key
}

function subscribe(listener: () => void) {
  window.addEventListener(CHANGED, listener)
  window.addEventListener('storage', listener) // another tab changed it
  return () => {
    window.removeEventListener(CHANGED, listener)
    window.removeEventListener('storage', listener)
  }
}

export function usePushToTalkKey(): string {
  return useSyncExternalStore(subscribe, readPushToTalkKey)
}
