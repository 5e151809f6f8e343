// The local layer: always runs, needs no model. For now it wraps the English patterns; the
// multilingual detector replaces the body of assessRisk() without changing its shape.
import { detectCrisis } from './english-patterns'
import { NO_RISK, type RiskAssessment } from './risk'

export function assessRisk(message: string): RiskAssessment {
  return detectCrisis(message) ? { level: 'high', categories: ['active_ideation'] } : NO_RISK
}
