// The shape every safety layer speaks: the local detector, the model check and the conversation's
// carried risk. A later layer may raise the level, never lower it.

export const RISK_LEVELS = ['none', 'concern', 'high', 'imminent'] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]

export const RISK_CATEGORIES = [
  'passive_ideation',
  'active_ideation',
  'plan',
  'method',
  'in_progress',
  'self_harm',
  'farewell',
  'third_party',
] as const
export type RiskCategory = (typeof RISK_CATEGORIES)[number]

export interface RiskAssessment {
  level: RiskLevel
  categories: RiskCategory[]
}

export const NO_RISK: RiskAssessment = { level: 'none', categories: [] }

export function riskRank(level: RiskLevel): number {
  return RISK_LEVELS.indexOf(level)
}

/** Combines two assessments: the higher level wins, categories are merged. */
export function raiseRisk(current: RiskAssessment, next: RiskAssessment): RiskAssessment {
  const level = riskRank(next.level) > riskRank(current.level) ? next.level : current.level
  const categories = [...new Set([...current.categories, ...next.categories])]
  return { level, categories }
}
