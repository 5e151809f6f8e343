import { useEffect, useState } from 'react'

export type TimeOfDay = 'morning' | 'afternoon' | 'evening'

export function timeOfDay(date: Date): TimeOfDay {
  const hour = date.getHours()
  if (hour < 12) return 'morning'
  if (hour < 18) return 'afternoon'
  return 'evening'
}

/** Chat page: first name, else username, else 'friend'. */
export function greeting(date: Date, name?: string | null): string {
  return `Good ${timeOfDay(date)}, ${name?.trim() || 'friend'}`
}

/** The greeting, kept current when the page stays open across a time-of-day boundary. */
export function useGreeting(name?: string | null): string {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return greeting(now, name)
}
