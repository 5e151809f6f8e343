// Quiet hours are a time of day in the person's own time zone; they may cross midnight.

const MINUTE_MS = 60_000
const DAY_MINUTES = 24 * 60

const minutesOf = (clockTime: string) => {
  const [hours = 0, minutes = 0] = clockTime.split(':').map(Number)
  return hours * 60 + minutes
}

/** The minute of the day (0 to 1439) that `at` is in `timeZone`. */
export function localMinuteOfDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0)
  return value('hour') * 60 + value('minute')
}

export interface QuietHours {
  quietHoursStart: string
  quietHoursEnd: string
  timeZone: string
}

/**
 * When the quiet hours around `at` end, or null when `at` is outside them. Found on the person's
 * clock; a daylight-saving change inside the span moves it by up to an hour, and the scheduler
 * looks again then anyway.
 */
export function quietUntil(at: Date, quiet: QuietHours): Date | null {
  const now = localMinuteOfDay(at, quiet.timeZone)
  const start = minutesOf(quiet.quietHoursStart)
  const end = minutesOf(quiet.quietHoursEnd)
  const inside = start < end ? now >= start && now < end : now >= start || now < end
  if (!inside) return null
  const minutesLeft = (end - now + DAY_MINUTES) % DAY_MINUTES
  const startOfMinute = at.getTime() - (at.getTime() % MINUTE_MS)
  return new Date(startOfMinute + minutesLeft * MINUTE_MS)
}
