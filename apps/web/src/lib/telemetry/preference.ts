import { useSyncExternalStore } from 'react'
import { readStorage, writeStorage } from '@/lib/storage'

// The opt-out switch of Settings > Security. The user record has no field for it (spec part 2 §3),
// so it is kept in this browser: 'off' stops the interface events, anything else leaves them on.
export const TELEMETRY_PREFERENCE_KEY = 'orion.telemetry'

const listeners = new Set<() => void>()

export function telemetryEnabled(): boolean {
  return readStorage(TELEMETRY_PREFERENCE_KEY) !== 'off'
}

export function setTelemetryEnabled(enabled: boolean): void {
  writeStorage(TELEMETRY_PREFERENCE_KEY, enabled ? 'on' : 'off')
  for (const listener of listeners) listener()
}

export function useTelemetryEnabled(): boolean {
  return useSyncExternalStore((listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }, telemetryEnabled)
}
