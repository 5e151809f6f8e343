// What other features use of safety: the risk of a message and the instruction for the personas.
export { assessRisk } from './local-detector'
export { CRISIS_INSTRUCTION } from './crisis-instruction'
export { NO_RISK, raiseRisk, riskRank, type RiskAssessment, type RiskLevel } from './risk'
