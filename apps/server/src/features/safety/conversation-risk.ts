import { NO_RISK, raiseRisk, riskRank, type RiskAssessment, type RiskLevel } from './risk'

// The risk a conversation carries from turn to turn: after a
// risk message the following turns keep the careful instructions and the crisis resources until
// the person says they are safe, or QUIET_TURNS_TO_CLEAR turns in a row carry no new sign of risk.

/** Four quiet turns: long enough that a change of subject is not taken as safety, short enough
 *  that a conversation which has moved on is not flagged for ever (docs/decisions/0011). */
export const QUIET_TURNS_TO_CLEAR = 4

export interface CarriedRisk {
  level: RiskLevel
  categories: RiskAssessment['categories']
  /** Turns since the last message that signalled risk. */
  quietTurns: number
  /** When the last risk was seen. */
  since: Date | null
}

export const NO_CARRIED_RISK: CarriedRisk = { ...NO_RISK, quietTurns: 0, since: null }

// A short statement of being safe, in the languages the detector reads. Conservative: a negation
// anywhere ("not safe", "no estoy bien") or a long message does not count.
const SAFE_STATEMENTS = [
  /\b(?:i'?m|i am) (?:safe|ok|okay|alright|all right|fine|better|feeling better)(?: now)?\b/,
  /\bi(?: a|')?m not going to (?:do it|hurt myself)\b/,
  /\b(?:estoy|me siento) (?:bien|a salvo|mejor|segur[oa])\b/,
  /\bje (?:vais|me sens) (?:bien|mieux)\b|\bje suis en s[ée]curit[ée]\b/,
  /\bmir geht(?: es|'?s)? (?:gut|besser)\b|\bich bin (?:in sicherheit|sicher)\b/,
  /\b(?:estou|me sinto) (?:bem|melhor|segur[oa]|a salvo)\b/,
  /\bsto (?:bene|meglio)\b|\bsono al sicuro\b/,
]
const NEGATION = /\b(?:not|never|no|isn'?t|don'?t|can'?t|nicht|kein|pas|non|não|nao|nunca)\b|n't\b/

export function saysSafe(message: string): boolean {
  const text = message.toLowerCase().replace(/[’`]/g, "'").trim()
  if (text.length > 160) return false
  // "I'm not going to do it" is a statement of safety despite its "not".
  if (SAFE_STATEMENTS[1]!.test(text)) return true
  if (NEGATION.test(text.replace(SAFE_STATEMENTS[1]!, ''))) return false
  return SAFE_STATEMENTS.some((pattern) => pattern.test(text))
}

export interface TurnRisk {
  /** What this turn answers with: panel level and careful instructions. */
  effective: RiskAssessment
  /** What the conversation carries after this turn. */
  carried: CarriedRisk
}

/** This turn's risk from the local layer's finding and what the conversation carried. */
export function turnRisk(
  carried: CarriedRisk,
  local: RiskAssessment,
  message: string,
  now: Date,
): TurnRisk {
  if (local.level !== 'none') {
    const raised = raiseRisk(carried, local)
    return { effective: raised, carried: { ...raised, quietTurns: 0, since: now } }
  }
  if (carried.level === 'none') return { effective: NO_RISK, carried: NO_CARRIED_RISK }
  if (saysSafe(message)) return { effective: NO_RISK, carried: NO_CARRIED_RISK }
  const quietTurns = carried.quietTurns + 1
  if (quietTurns >= QUIET_TURNS_TO_CLEAR) return { effective: NO_RISK, carried: NO_CARRIED_RISK }
  return {
    effective: { level: carried.level, categories: carried.categories },
    carried: { ...carried, quietTurns },
  }
}

/** A later layer (the model check) raised this turn's risk: the conversation carries it too. */
export function raiseTurn(turn: TurnRisk, finding: RiskAssessment, now: Date): TurnRisk | null {
  if (riskRank(finding.level) <= riskRank(turn.effective.level)) return null
  const effective = raiseRisk(turn.effective, finding)
  return { effective, carried: { ...effective, quietTurns: 0, since: now } }
}
