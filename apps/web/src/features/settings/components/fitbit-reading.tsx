import type {
  FitbitReading as Reading,
  HeartRateZone,
  SleepQuality,
  StressLevel,
} from '@orion/contracts/fitbit'
import { format } from 'date-fns'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

// spec part 2 §9: heart-rate zone fat-burn yellow, cardio orange, peak red; stress low green,
// medium yellow, high red; sleep excellent green, good blue, fair yellow, poor red.
type Tone = 'yellow' | 'orange' | 'red' | 'green' | 'blue' | 'neutral'
const toneClasses: Record<Tone, string> = {
  yellow: 'border-yellow-400/70 bg-yellow-400/20 text-yellow-200',
  orange: 'border-orange-400/70 bg-orange-500/25 text-orange-200',
  red: 'border-red-400/70 bg-red-500/25 text-red-200',
  green: 'border-emerald-400/70 bg-emerald-500/20 text-emerald-200',
  blue: 'border-sky-400/70 bg-sky-500/20 text-sky-200',
  neutral: 'border-white/25 bg-white/5 text-star-muted',
}

export const zoneTones: Record<HeartRateZone, Tone> = {
  'fat-burn': 'yellow',
  cardio: 'orange',
  peak: 'red',
  other: 'neutral',
}
export const stressTones: Record<StressLevel, Tone> = {
  low: 'green',
  medium: 'yellow',
  high: 'red',
}
export const sleepTones: Record<SleepQuality, Tone> = {
  excellent: 'green',
  good: 'blue',
  fair: 'yellow',
  poor: 'red',
}

const zoneLabels: Record<HeartRateZone, string> = {
  'fat-burn': 'Fat burn',
  cardio: 'Cardio',
  peak: 'Peak',
  other: 'Below zones',
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** spec part 2 §9: sleep is shown as hours and minutes, converted from minutes ('7 h 5 min'). */
export function formatSleepDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** A coloured word; the colour is also in data-tone, and the word says it for screen readers. */
function Badge({ tone, label, children }: { tone: Tone; label: string; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={cn('rounded-full border px-2 py-0.5 text-xs font-medium', toneClasses[tone])}
    >
      <span className="sr-only">{label}: </span>
      {children}
    </span>
  )
}

function Tile({
  label,
  value,
  unit,
  badge,
}: {
  label: string
  value: ReactNode
  unit?: string
  badge?: ReactNode
}) {
  return (
    <div className="rounded-xl border border-white/10 bg-night-800/70 p-3">
      <dt className="text-xs tracking-wide text-star-muted uppercase">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-2">
        <span className="text-lg font-semibold text-star">
          {value ?? <span className="text-star-muted">—</span>}
          {value !== null && unit ? (
            <span className="ml-1 text-sm font-normal text-star-muted">{unit}</span>
          ) : null}
        </span>
        {badge}
      </dd>
    </div>
  )
}

const count = (value: number | null) => (value === null ? null : value.toLocaleString('en-US'))

/** The latest reading: one tile per figure, zone, stress and sleep quality in the spec's colours. */
export function FitbitReading({ reading }: { reading: Reading }) {
  return (
    <section aria-labelledby="fitbit-reading-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="fitbit-reading-heading" className="font-semibold text-star">
          Latest reading
        </h3>
        <p className="text-xs text-star-muted">
          Recorded {format(new Date(reading.recordedAt), "MMM d, yyyy 'at' h:mm a")}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Tile
          label="Heart rate"
          value={reading.heartRate}
          unit="bpm"
          badge={
            reading.heartRateZone ? (
              <Badge label="Heart-rate zone" tone={zoneTones[reading.heartRateZone]}>
                {zoneLabels[reading.heartRateZone]}
              </Badge>
            ) : null
          }
        />
        <Tile label="Resting heart rate" value={reading.restingHeartRate} unit="bpm" />
        <Tile
          label="Stress"
          value={
            reading.stressLevel ? (
              <Badge label="Stress" tone={stressTones[reading.stressLevel]}>
                {capitalised(reading.stressLevel)}
              </Badge>
            ) : null
          }
        />
        <Tile label="Steps" value={count(reading.steps)} />
        <Tile
          label="Sleep"
          value={reading.sleepDuration === null ? null : formatSleepDuration(reading.sleepDuration)}
          badge={
            reading.sleepQuality ? (
              <Badge label="Sleep quality" tone={sleepTones[reading.sleepQuality]}>
                {capitalised(reading.sleepQuality)}
              </Badge>
            ) : null
          }
        />
        <Tile label="Calories burned" value={count(reading.caloriesBurned)} unit="kcal" />
      </dl>
    </section>
  )
}
