import { describe, expect, it } from 'vitest'
import { localMinuteOfDay, quietUntil } from './quiet-hours'

const night = { quietHoursStart: '22:00', quietHoursEnd: '08:00', timeZone: 'Europe/Paris' }

describe('quiet hours', () => {
  it('reads the time on the person’s clock', () => {
    // 21:30 UTC in winter is 22:30 in Paris.
    expect(localMinuteOfDay(new Date('2026-01-10T21:30:00Z'), 'Europe/Paris')).toBe(22 * 60 + 30)
    expect(localMinuteOfDay(new Date('2026-01-10T21:30:00Z'), 'America/New_York')).toBe(
      16 * 60 + 30,
    )
  })

  it('ends quiet hours that cross midnight at their end the next morning', () => {
    expect(quietUntil(new Date('2026-01-10T21:30:00Z'), night)).toEqual(
      new Date('2026-01-11T07:00:00Z'),
    )
    expect(quietUntil(new Date('2026-01-11T06:59:30Z'), night)).toEqual(
      new Date('2026-01-11T07:00:00Z'),
    )
  })

  it('is outside quiet hours during the day, and at their end exactly', () => {
    expect(quietUntil(new Date('2026-01-10T12:00:00Z'), night)).toBeNull()
    expect(quietUntil(new Date('2026-01-11T07:00:00Z'), night)).toBeNull()
    expect(quietUntil(new Date('2026-01-10T20:59:00Z'), night)).toBeNull()
  })

  it('handles quiet hours within one day', () => {
    const afternoon = { quietHoursStart: '13:00', quietHoursEnd: '15:00', timeZone: 'UTC' }
    expect(quietUntil(new Date('2026-01-10T14:00:00Z'), afternoon)).toEqual(
      new Date('2026-01-10T15:00:00Z'),
    )
    expect(quietUntil(new Date('2026-01-10T16:00:00Z'), afternoon)).toBeNull()
  })
})
