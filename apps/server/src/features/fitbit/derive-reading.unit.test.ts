import { describe, expect, it } from 'vitest'
import {
  deriveReading,
  heartRateZone,
  readingLine,
  sleepQuality,
  stressLevel,
} from './derive-reading'

// The rules written down in docs/decisions/0020-wearables-google-health-api.md.

const now = new Date('2026-11-24T09:00:00Z')
const night = (minutesAsleep: number, minutesAwake: number, deepAndRemMinutes: number | null) => ({
  minutesAsleep,
  minutesAwake,
  minutesInSleepPeriod: minutesAsleep + minutesAwake,
  deepAndRemMinutes,
  endedAt: new Date(now.getTime() - 2 * 3600_000),
})

describe('sleep quality', () => {
  it('follows time asleep, efficiency and deep + REM sleep', () => {
    expect(sleepQuality(night(250, 55, 50))).toBe('poor') // under 5 h
    expect(sleepQuality(night(420, 160, 150))).toBe('poor') // efficiency 72 %
    expect(sleepQuality(night(370, 20, 140))).toBe('fair') // under 6 h 30
    expect(sleepQuality(night(450, 30, 90))).toBe('fair') // deep + REM 20 %
    expect(sleepQuality(night(400, 30, 140))).toBe('good')
    expect(sleepQuality(night(460, 30, 170))).toBe('excellent')
    expect(sleepQuality(night(460, 30, null))).toBe('excellent') // no stages: not held against it
    expect(sleepQuality(null)).toBeNull()
  })
})

describe('stress level', () => {
  it("compares last night's HRV with the person's usual", () => {
    expect(stressLevel({ hrv: 48, usualHrv: 50, resting: 60, usualResting: 60 })).toBe('low')
    expect(stressLevel({ hrv: 40, usualHrv: 50, resting: 60, usualResting: 60 })).toBe('medium')
    expect(stressLevel({ hrv: 30, usualHrv: 50, resting: 60, usualResting: 60 })).toBe('high')
    // A resting heart rate 7 above usual raises it one level.
    expect(stressLevel({ hrv: 48, usualHrv: 50, resting: 68, usualResting: 61 })).toBe('medium')
  })

  it('falls back on the resting heart rate, and says nothing without a baseline', () => {
    expect(stressLevel({ hrv: null, usualHrv: null, resting: 62, usualResting: 60 })).toBe('low')
    expect(stressLevel({ hrv: null, usualHrv: null, resting: 65, usualResting: 60 })).toBe('medium')
    expect(stressLevel({ hrv: null, usualHrv: null, resting: 70, usualResting: 60 })).toBe('high')
    expect(stressLevel({ hrv: 30, usualHrv: null, resting: 70, usualResting: null })).toBeNull()
  })
})

describe('heart-rate zone', () => {
  const zones = { fatBurn: 98, cardio: 123, peak: 151 }
  it("places the latest heart rate in the person's zones", () => {
    expect(heartRateZone(72, zones)).toBe('other')
    expect(heartRateZone(98, zones)).toBe('fat-burn')
    expect(heartRateZone(130, zones)).toBe('cardio')
    expect(heartRateZone(160, zones)).toBe('peak')
    expect(heartRateZone(130, null)).toBeNull()
  })
})

describe('the chat line', () => {
  const days = (values: number[]) =>
    values.map((value, index) => ({
      date: `2026-11-${String(10 + index).padStart(2, '0')}`,
      value,
    }))

  it('reads like the issue says, with usual values only when there is a baseline', () => {
    const reading = deriveReading(
      {
        heartRate: { bpm: 72, at: now },
        restingHeartRates: days([61, 60, 62, 61, 72]).map(({ date, value }) => ({
          date,
          bpm: value,
        })),
        heartRateVariability: days([48, 50, 49, 30]).map(({ date, value }) => ({
          date,
          ms: value,
        })),
        zones: null,
        stepsToday: null,
        caloriesToday: null,
        sleep: night(250, 55, 50),
      },
      now,
    )
    expect(readingLine(reading, now)).toBe(
      'slept 4 h 10 min, poor; resting heart rate 72, above their usual 61; stress high',
    )
    // Last night's sleep is not "last night" two days later.
    expect(readingLine(reading, new Date(now.getTime() + 2 * 86_400_000))).toBe(
      'resting heart rate 72, above their usual 61; stress high',
    )
  })
})
