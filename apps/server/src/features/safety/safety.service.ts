import { Counter, Gauge, type Registry } from 'prom-client'
import type { Database } from '../../db/client'
import type { AiProvider } from '../../platform/ai/ai-provider'
import { carefulInstruction } from './careful-instructions'
import { NO_CARRIED_RISK, raiseTurn, turnRisk, type TurnRisk } from './conversation-risk'
import { disclosureDue } from './disclosure'
import { assessRisk } from './local-detector'
import { createModelCheck } from './model-check'
import type { RiskAssessment } from './risk'
import { createSafetyRepository } from './safety.repository'

// What other features use of safety: each turn's risk (local
// detector + what the conversation carries, raised by the model check), the careful instructions,
// the AI disclosure, and the count of crisis referrals.
export { assessRisk } from './local-detector'
export { CRISIS_INSTRUCTION } from './crisis-instruction'
export { carefulInstruction } from './careful-instructions'
export { NO_RISK, raiseRisk, riskRank, type RiskAssessment, type RiskLevel } from './risk'

export interface TurnSafety {
  now: Date
  risk: TurnRisk
  /** The notice that Orion is an AI is due with this turn. */
  disclose: boolean
  disclosedAt: Date | null
  /** The model check raised the level during the reply. */
  raisedByModel: boolean
}

export interface SafetyServiceOptions {
  db: Database
  ai: AiProvider | null
  /** How long the model check may take (AI_SAFETY_CHECK_TIMEOUT_MS). */
  checkTimeoutMs: number
  clock: () => Date
  metrics: Registry
  log?: { warn(object: object, message: string): void }
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10)

export function createSafetyService(options: SafetyServiceOptions) {
  const repository = createSafetyRepository(options.db)
  const modelCheck = createModelCheck({
    ai: options.ai,
    timeoutMs: options.checkTimeoutMs,
    log: options.log,
  })
  const referrals = new Counter({
    name: 'orion_crisis_referrals_total',
    help: 'Crisis panels shown with a reply, by risk level (no content, no account)',
    labelNames: ['level'] as const,
    registers: [options.metrics],
  })
  new Gauge({
    name: 'orion_crisis_referrals_today',
    help: 'Crisis panels shown today (UTC), from the daily table kept for the yearly report',
    registers: [options.metrics],
    async collect() {
      this.set(await repository.referralsOn(utcDay(options.clock())))
    },
  })

  return {
    /** The risk and disclosure of a turn, before the personas answer. */
    async beginTurn(sessionId: string, message: string): Promise<TurnSafety> {
      const now = options.clock()
      const state = await repository.read(sessionId)
      const risk = turnRisk(state?.carried ?? NO_CARRIED_RISK, assessRisk(message), message, now)
      const disclose = disclosureDue(state?.disclosedAt ?? null, now)
      return {
        now,
        risk,
        disclose,
        disclosedAt: disclose ? now : (state?.disclosedAt ?? null),
        raisedByModel: false,
      }
    },

    /** The model layer; answers NO_RISK on any failure or after the timeout. */
    modelCheck,

    /** Applies the model's finding; true when it raised the turn's level. */
    raise(turn: TurnSafety, finding: RiskAssessment): boolean {
      const raised = raiseTurn(turn.risk, finding, options.clock())
      if (!raised) return false
      turn.risk = raised
      turn.raisedByModel = true
      return true
    },

    instruction: carefulInstruction,

    /** After the reply is stored: the conversation's carried risk, and the referral count. */
    async finishTurn(userId: string, sessionId: string, turn: TurnSafety) {
      await repository.write(userId, sessionId, {
        carried: turn.risk.carried,
        disclosedAt: turn.disclosedAt,
      })
      const level = turn.risk.effective.level
      if (level === 'none') return
      referrals.inc({ level })
      await repository.countReferral(utcDay(turn.now), level)
    },
  }
}
export type SafetyService = ReturnType<typeof createSafetyService>
