import {
  CHECK_INS_NEED_A_MODEL,
  DEFAULT_QUIET_HOURS_END,
  DEFAULT_QUIET_HOURS_START,
  type CheckInFrequency,
  type CheckInPreference,
  type CheckInSettings,
} from '@orion/contracts/proactive'
import type { CheckInPreferenceRow } from '../../db/schema/proactive'
import { usableModel, type AiProvider } from '../../platform/ai/ai-provider'
import type { CheckInsRepository } from './check-ins.repository'

const HOUR_MS = 3_600_000

/**
 * The time between two check-ins, which is also the stretch without conversation a check-in waits
 * for: a person who talked with their companion within it does not need to be checked on.
 */
export const CHECK_IN_INTERVAL_MS: Record<Exclude<CheckInFrequency, 'off'>, number> = {
  daily: 24 * HOUR_MS,
  every_few_days: 72 * HOUR_MS,
}

export interface CheckInsServiceDeps {
  repository: CheckInsRepository
  ai: AiProvider | null
  clock: () => Date
}

export function createCheckInsService(deps: CheckInsServiceDeps) {
  const { repository, ai, clock } = deps

  function toSettings(row: CheckInPreferenceRow | undefined): CheckInSettings {
    const available = usableModel(ai) !== null
    return {
      frequency: (row?.frequency as CheckInFrequency | undefined) ?? 'off',
      quietHoursStart: row?.quietHoursStart ?? DEFAULT_QUIET_HOURS_START,
      quietHoursEnd: row?.quietHoursEnd ?? DEFAULT_QUIET_HOURS_END,
      timeZone: row?.timeZone ?? null,
      available,
      unavailableReason: available ? null : CHECK_INS_NEED_A_MODEL,
      lastCheckInAt: row?.lastCheckInAt?.toISOString() ?? null,
    }
  }

  return {
    async settings(userId: string): Promise<CheckInSettings> {
      return toSettings(await repository.byUser(userId))
    },

    /**
     * Saves the preference. Turning check-ins on, or changing how often, starts the wait again from
     * now; changing only the quiet hours or the time zone keeps the next check-in where it was.
     */
    async save(userId: string, preference: CheckInPreference): Promise<CheckInSettings> {
      const previous = await repository.byUser(userId)
      let nextDueAt: Date | null = null
      if (preference.frequency !== 'off') {
        nextDueAt =
          previous?.frequency === preference.frequency && previous.nextDueAt
            ? previous.nextDueAt
            : new Date(clock().getTime() + CHECK_IN_INTERVAL_MS[preference.frequency])
      }
      return toSettings(await repository.save(userId, preference, nextDueAt))
    },
  }
}
export type CheckInsService = ReturnType<typeof createCheckInsService>
