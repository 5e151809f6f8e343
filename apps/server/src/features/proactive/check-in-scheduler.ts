import type { CheckInFrequency } from '@orion/contracts/proactive'
import type { FastifyBaseLogger } from 'fastify'
import type { CheckInPreferenceRow } from '../../db/schema/proactive'
import { usableModel, type AiProvider } from '../../platform/ai/ai-provider'
import { writeCheckIn, type CheckInContext } from './check-in-writer'
import type { CheckInsRepository } from './check-ins.repository'
import { CHECK_IN_INTERVAL_MS } from './check-ins.service'
import { quietUntil } from './quiet-hours'

/** How often each instance looks for due check-ins. */
export const CHECK_IN_TICK_MS = 60_000
/** A claimed check-in is nobody else's for this long (far longer than writing one may take). */
export const CHECK_IN_LEASE_MS = 10 * 60_000
/** Writing one check-in stops after this long. */
export const CHECK_IN_WRITE_TIMEOUT_MS = 2 * 60_000
/** After a model failure, or drafts the guard refused, the next try. */
export const CHECK_IN_RETRY_MS = 60 * 60_000
/** Claimed at once by one instance on one tick. */
const CHECK_INS_PER_TICK = 20

export interface CheckInSchedulerDeps {
  repository: CheckInsRepository
  ai: AiProvider | null
  clock: () => Date
  /** The person's name, memories and latest messages, newest message time included (null: gone). */
  context(userId: string): Promise<(CheckInContext & { lastMessageAt: Date | null }) | null>
  /** Stores the check-in as a proactive alert, then delivers it (ProactiveService.notify). */
  deliver(userId: string, message: string): Promise<void>
  log: FastifyBaseLogger
}

/**
 * Check-ins: each instance looks every minute, claims the due ones (each runs once across
 * instances), and for each: not in the person's quiet hours (postponed to their end), not within
 * the stretch without conversation (postponed to its end), written by the model with the guard's
 * approval, stored as an alert, then delivered. No model: nothing is claimed or written.
 */
export function createCheckInScheduler(deps: CheckInSchedulerDeps) {
  const { repository, clock, log } = deps
  let timer: NodeJS.Timeout | null = null
  let running: Promise<number> | null = null
  let stopping = false
  const writing = new AbortController()

  const later = (ms: number) => new Date(clock().getTime() + ms)

  /** One claimed check-in; true when one was written and delivered. */
  async function runOne(ai: AiProvider, row: CheckInPreferenceRow): Promise<boolean> {
    const frequency = row.frequency as Exclude<CheckInFrequency, 'off'>
    const interval = CHECK_IN_INTERVAL_MS[frequency] ?? CHECK_IN_INTERVAL_MS.daily
    const quiet = quietUntil(clock(), row)
    if (quiet) {
      await repository.postpone(row.userId, quiet)
      return false
    }
    const context = await deps.context(row.userId)
    if (!context) return false
    const stretchEnds = context.lastMessageAt && context.lastMessageAt.getTime() + interval
    if (stretchEnds && stretchEnds > clock().getTime()) {
      await repository.postpone(row.userId, new Date(stretchEnds))
      return false
    }
    const timeout = AbortSignal.timeout(CHECK_IN_WRITE_TIMEOUT_MS)
    const message = await writeCheckIn(ai, context, frequency, {
      signal: AbortSignal.any([writing.signal, timeout]),
      onRejected: (phrase) =>
        log.warn({ phrase }, 'a check-in draft used guilt or pressure; writing it again'),
    })
    if (message === null) {
      log.warn('no check-in written: the model wrote nothing acceptable')
      await repository.postpone(row.userId, later(CHECK_IN_RETRY_MS))
      return false
    }
    // Writing took a while: the person's quiet hours may have begun meanwhile.
    const quietNow = quietUntil(clock(), row)
    if (quietNow) {
      await repository.postpone(row.userId, quietNow)
      return false
    }
    await deps.deliver(row.userId, message)
    await repository.written(row.userId, clock(), later(interval))
    return true
  }

  async function tick(): Promise<number> {
    const ai = usableModel(deps.ai)
    if (!ai || stopping) return 0
    const claimed = await repository.claimDue(clock(), later(CHECK_IN_LEASE_MS), CHECK_INS_PER_TICK)
    let written = 0
    for (const row of claimed) {
      if (stopping) break // the rest stay leased, then due again for any instance
      try {
        if (await runOne(ai, row)) written += 1
      } catch (error) {
        if (stopping) break
        log.error({ err: error }, 'could not write a check-in')
        await repository
          .postpone(row.userId, later(CHECK_IN_RETRY_MS))
          .catch((postponeError: unknown) =>
            log.error({ err: postponeError }, 'and not postpone it'),
          )
      }
    }
    return written
  }

  /** Runs the due check-ins now (the timer calls it; tests too). Returns how many were sent. */
  function runDue(): Promise<number> {
    if (running) return running
    running = tick().finally(() => {
      running = null
    })
    return running
  }

  return {
    runDue,

    start() {
      timer = setInterval(() => {
        runDue().catch((error: unknown) =>
          log.error({ err: error }, 'could not look for due check-ins'),
        )
      }, CHECK_IN_TICK_MS)
      timer.unref()
    },

    /** Shutdown: no new tick, the check-in being written is abandoned, the tick's end awaited. */
    async stop() {
      stopping = true
      if (timer) clearInterval(timer)
      writing.abort()
      await running?.catch(() => {})
    },
  }
}
export type CheckInScheduler = ReturnType<typeof createCheckInScheduler>
