import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  notificationsEnabled,
  reconnectDelay,
  setNotificationsEnabled,
  showDesktopNotification,
} from '@/lib/live-alerts'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('live alerts (spec part 1 §8, §9)', () => {
  it('never reconnects after 1008, 1000 or 1001', () => {
    for (const code of [1008, 1000, 1001]) expect(reconnectDelay(code, 0)).toBeNull()
  })

  it('otherwise retries 5 times, from 1 s doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4].map((retry) => reconnectDelay(1006, retry))).toEqual([
      1000, 2000, 4000, 8000, 16000,
    ])
    expect(reconnectDelay(1006, 5)).toBeNull()
    expect(reconnectDelay(1011, 4)).toBe(16000)
  })

  it("stores the preference as 'true' or 'false', off until chosen", () => {
    window.localStorage.clear()
    expect(notificationsEnabled()).toBe(false)
    setNotificationsEnabled(true)
    expect(window.localStorage.getItem('orion-notifications-enabled')).toBe('true')
    expect(notificationsEnabled()).toBe(true)
    setNotificationsEnabled(false)
    expect(window.localStorage.getItem('orion-notifications-enabled')).toBe('false')
  })

  it('closes a desktop notification after 10 s, and shows none without permission', () => {
    vi.useFakeTimers()
    const shown: { title: string; close: ReturnType<typeof vi.fn> }[] = []
    class BrowserNotification {
      static permission = 'granted'
      onclick: (() => void) | null = null
      close = vi.fn()
      constructor(readonly title: string) {
        shown.push(this)
      }
    }
    vi.stubGlobal('Notification', BrowserNotification)
    expect(showDesktopNotification({ title: 'Orion', body: 'Hi', icon: '/favicon.svg' })).toBe(true)
    vi.advanceTimersByTime(9999)
    expect(shown[0]!.close).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(shown[0]!.close).toHaveBeenCalledOnce()

    BrowserNotification.permission = 'default'
    expect(showDesktopNotification({ title: 'Orion', body: 'Hi', icon: '/favicon.svg' })).toBe(
      false,
    )
    expect(shown).toHaveLength(1)
  })
})
