import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACTIVITY_WINDOW_MS, KEEP_ALIVE_INTERVAL_MS, startKeepAlive } from '@/lib/keep-alive'

const HOUR = 60 * 60 * 1000

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('keep-alive', () => {
  it('uses the spec constants: every 20 h, activity within 2 h', () => {
    expect(KEEP_ALIVE_INTERVAL_MS).toBe(20 * HOUR)
    expect(ACTIVITY_WINDOW_MS).toBe(2 * HOUR)
  })

  it('refreshes after 20 h when the person was active in the last 2 h', () => {
    const refresh = vi.fn()
    const stop = startKeepAlive({ refresh })
    vi.advanceTimersByTime(19 * HOUR)
    window.dispatchEvent(new KeyboardEvent('keydown'))
    vi.advanceTimersByTime(1 * HOUR)
    expect(refresh).toHaveBeenCalledTimes(1)
    stop()
  })

  it('does not refresh when the last activity is 2 h old or more', () => {
    const refresh = vi.fn()
    const stop = startKeepAlive({ refresh })
    vi.advanceTimersByTime(17 * HOUR)
    window.dispatchEvent(new MouseEvent('mousemove'))
    vi.advanceTimersByTime(3 * HOUR)
    expect(refresh).not.toHaveBeenCalled()
    stop()
  })

  it.each(['mousemove', 'keydown', 'scroll', 'touchstart', 'click'])(
    'counts %s as activity',
    (type) => {
      const refresh = vi.fn()
      const stop = startKeepAlive({ refresh })
      vi.advanceTimersByTime(19.5 * HOUR)
      window.dispatchEvent(new Event(type))
      vi.advanceTimersByTime(0.5 * HOUR)
      expect(refresh).toHaveBeenCalledTimes(1)
      stop()
    },
  )

  it('stops listening and checking once stopped', () => {
    const refresh = vi.fn()
    const stop = startKeepAlive({ refresh })
    stop()
    window.dispatchEvent(new Event('click'))
    vi.advanceTimersByTime(40 * HOUR)
    expect(refresh).not.toHaveBeenCalled()
  })
})
