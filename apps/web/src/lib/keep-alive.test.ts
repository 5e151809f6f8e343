import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startKeepAlive } from '@/lib/keep-alive'

const HOUR = 60 * 60 * 1000

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('keep-alive', () => {
  it('refreshes exactly at 20 h, not a moment before (spec part 1 §9)', () => {
    const refresh = vi.fn()
    const stop = startKeepAlive({ refresh })
    vi.advanceTimersByTime(19 * HOUR)
    window.dispatchEvent(new KeyboardEvent('keydown'))
    vi.advanceTimersByTime(1 * HOUR - 1)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    stop()
  })

  it('counts activity just under 2 h old, not activity exactly 2 h old', () => {
    const refresh = vi.fn()
    const stop = startKeepAlive({ refresh })
    vi.advanceTimersByTime(18 * HOUR + 1)
    window.dispatchEvent(new KeyboardEvent('keydown'))
    vi.advanceTimersByTime(2 * HOUR - 1)
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(18 * HOUR) // 38 h
    window.dispatchEvent(new KeyboardEvent('keydown'))
    vi.advanceTimersByTime(2 * HOUR) // the check at 40 h: that activity is exactly 2 h old
    expect(refresh).toHaveBeenCalledTimes(1)
    stop()
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
