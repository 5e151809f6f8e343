import type { HeartRateZone, SleepQuality, StressLevel } from '@orion/contracts/fitbit'
import type { WearableSnapshot } from '../../platform/wearables/wearable-provider'

// How a reading is derived from what the Google Health API gives (docs/decisions: wearables).
// The API has no sleep score and no stress level, so both are derived here, each against the
// person's own usual values rather than population norms.

/** Days of history needed before "usual" means anything. */
const MIN_BASELINE_DAYS = 3
const DAY_MS = 86_400_000
/** A resting heart rate this far from usual is worth saying. */
const NOTABLE_RESTING_DELTA = 5

export interface DerivedReading {
  recordedAt: Date
  heartRate: number | null
  heartRateZone: HeartRateZone | null
  restingHeartRate: number | null
  usualRestingHeartRate: number | null
  heartRateVariabilityMs: number | null
  usualHeartRateVariabilityMs: number | null
  stressLevel: StressLevel | null
  steps: number | null
  sleepQuality: SleepQuality | null
  sleepDuration: number | null
  sleepEndedAt: Date | null
  caloriesBurned: number | null
}

function median(values: number[]): number | null {
  if (values.length < MIN_BASELINE_DAYS) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The latest day's value and the median of the days before it (up to 14). */
function latestAgainstUsual<T extends { date: string }>(series: T[], value: (entry: T) => number) {
  const latest = series.at(-1)
  if (!latest) return { latest: null, usual: null }
  const before = series.slice(0, -1).slice(-14).map(value)
  return { latest: value(latest), usual: median(before) }
}

export function heartRateZone(
  bpm: number | null,
  zones: WearableSnapshot['zones'],
): HeartRateZone | null {
  if (bpm === null || !zones) return null
  if (bpm >= zones.peak) return 'peak'
  if (bpm >= zones.cardio) return 'cardio'
  if (bpm >= zones.fatBurn) return 'fat-burn'
  return 'other'
}

/**
 * Stress from last night's heart-rate variability against the person's usual (median of the 14
 * nights before): at least 90 % of usual is low, 75-90 % medium, under 75 % high. A resting heart
 * rate 7 bpm or more above usual raises it one level. Without HRV, the resting heart rate alone:
 * up to 2 bpm above usual low, 3-6 medium, 7 or more high. Without a baseline: unknown (null).
 */
export function stressLevel(input: {
  hrv: number | null
  usualHrv: number | null
  resting: number | null
  usualResting: number | null
}): StressLevel | null {
  const restingRise =
    input.resting !== null && input.usualResting !== null
      ? input.resting - input.usualResting
      : null
  if (input.hrv !== null && input.usualHrv !== null && input.usualHrv > 0) {
    const ratio = input.hrv / input.usualHrv
    const levels: StressLevel[] = ['low', 'medium', 'high']
    let level = ratio >= 0.9 ? 0 : ratio >= 0.75 ? 1 : 2
    if (restingRise !== null && restingRise >= 7) level = Math.min(2, level + 1)
    return levels[level]!
  }
  if (restingRise === null) return null
  return restingRise <= 2 ? 'low' : restingRise <= 6 ? 'medium' : 'high'
}

/**
 * Sleep quality from time asleep, efficiency (asleep / time in the sleep period) and, when the
 * night has stages, the share of deep + REM sleep:
 * poor: under 5 h asleep or efficiency under 75 %;
 * fair: under 6 h 30 min, efficiency under 85 %, or deep + REM under 25 % of sleep;
 * excellent: 7 h or more, efficiency 90 % or more, and deep + REM at least 35 % (when known);
 * good: the rest.
 */
export function sleepQuality(sleep: WearableSnapshot['sleep']): SleepQuality | null {
  if (!sleep || sleep.minutesAsleep <= 0) return null
  const efficiency = sleep.minutesAsleep / Math.max(sleep.minutesInSleepPeriod, sleep.minutesAsleep)
  const restorative =
    sleep.deepAndRemMinutes === null ? null : sleep.deepAndRemMinutes / sleep.minutesAsleep
  if (sleep.minutesAsleep < 300 || efficiency < 0.75) return 'poor'
  if (
    sleep.minutesAsleep < 390 ||
    efficiency < 0.85 ||
    (restorative !== null && restorative < 0.25)
  ) {
    return 'fair'
  }
  if (
    sleep.minutesAsleep >= 420 &&
    efficiency >= 0.9 &&
    (restorative === null || restorative >= 0.35)
  ) {
    return 'excellent'
  }
  return 'good'
}

export function deriveReading(snapshot: WearableSnapshot, now: Date): DerivedReading {
  const resting = latestAgainstUsual(snapshot.restingHeartRates, (entry) => entry.bpm)
  const hrv = latestAgainstUsual(snapshot.heartRateVariability, (entry) => entry.ms)
  const heartRate = snapshot.heartRate?.bpm ?? null
  return {
    recordedAt: snapshot.heartRate?.at ?? now,
    heartRate,
    heartRateZone: heartRateZone(heartRate, snapshot.zones),
    restingHeartRate: resting.latest,
    usualRestingHeartRate: resting.usual === null ? null : Math.round(resting.usual),
    heartRateVariabilityMs: hrv.latest,
    usualHeartRateVariabilityMs: hrv.usual,
    stressLevel: stressLevel({
      hrv: hrv.latest,
      usualHrv: hrv.usual,
      resting: resting.latest,
      usualResting: resting.usual,
    }),
    steps: snapshot.stepsToday,
    sleepQuality: sleepQuality(snapshot.sleep),
    sleepDuration: snapshot.sleep?.minutesAsleep ?? null,
    sleepEndedAt: snapshot.sleep?.endedAt ?? null,
    caloriesBurned: snapshot.caloriesToday,
  }
}

function hoursAndMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/**
 * The one short line a chat turn's context gets, e.g. "slept 4 h 10 min, poor; resting heart rate
 * 72, above their usual 61; stress high; 4210 steps today". Sleep is mentioned only when the night
 * ended in the last 24 hours.
 */
export function readingLine(
  reading: Pick<
    DerivedReading,
    | 'sleepDuration'
    | 'sleepQuality'
    | 'sleepEndedAt'
    | 'restingHeartRate'
    | 'usualRestingHeartRate'
    | 'stressLevel'
    | 'steps'
  >,
  now: Date,
): string | null {
  const parts: string[] = []
  const recentNight =
    reading.sleepEndedAt !== null && now.getTime() - reading.sleepEndedAt.getTime() <= DAY_MS
  if (reading.sleepDuration !== null && recentNight) {
    const quality = reading.sleepQuality ? `, ${reading.sleepQuality}` : ''
    parts.push(`slept ${hoursAndMinutes(reading.sleepDuration)}${quality}`)
  }
  if (reading.restingHeartRate !== null) {
    const usual = reading.usualRestingHeartRate
    const delta = usual === null ? 0 : reading.restingHeartRate - usual
    const comparison =
      usual === null || Math.abs(delta) < NOTABLE_RESTING_DELTA
        ? ''
        : `, ${delta > 0 ? 'above' : 'below'} their usual ${usual}`
    parts.push(`resting heart rate ${reading.restingHeartRate}${comparison}`)
  }
  if (reading.stressLevel) parts.push(`stress ${reading.stressLevel}`)
  if (reading.steps !== null) parts.push(`${reading.steps} steps today`)
  return parts.length > 0 ? parts.join('; ') : null
}
