import { describe, expect, it } from 'vitest'
import {
  NO_CARRIED_RISK,
  QUIET_TURNS_TO_CLEAR,
  raiseTurn,
  saysSafe,
  turnRisk,
  type CarriedRisk,
} from './conversation-risk'
import { NO_RISK, type RiskAssessment } from './risk'

const now = new Date('2026-03-02T10:00:00Z')
const high: RiskAssessment = { level: 'high', categories: ['active_ideation'] }

describe('saysSafe', () => {
  it.each([
    "I'm safe now",
    'i am ok',
    "I'm okay now, thanks",
    'im fine now',
    "I'm not going to do it",
    'estoy bien',
    'je vais bien',
    'mir geht es besser',
    'estou bem',
    'sto bene',
  ])('hears %j as safe', (message) => expect(saysSafe(message)).toBe(true))

  it.each([
    "I'm not safe",
    'no estoy bien',
    "I don't think I'm ok",
    'je ne vais pas bien',
    'mir geht es nicht gut',
    'Tell me about the weather',
    `I am ok ${'and then some more words '.repeat(8)}`,
  ])('does not hear %j as safe', (message) => expect(saysSafe(message)).toBe(false))
})

describe('turnRisk', () => {
  it('carries a risk into quiet turns, then lets it go', () => {
    let carried: CarriedRisk = turnRisk(NO_CARRIED_RISK, high, 'x', now).carried
    for (let turn = 1; turn < QUIET_TURNS_TO_CLEAR; turn++) {
      const next = turnRisk(carried, NO_RISK, 'what about dinner', now)
      expect(next.effective.level).toBe('high')
      carried = next.carried
    }
    expect(turnRisk(carried, NO_RISK, 'what about dinner', now).effective).toEqual(NO_RISK)
  })

  it('clears when the person says they are safe', () => {
    const carried = turnRisk(NO_CARRIED_RISK, high, 'x', now).carried
    expect(turnRisk(carried, NO_RISK, "I'm safe now", now)).toEqual({
      effective: NO_RISK,
      carried: NO_CARRIED_RISK,
    })
  })

  it('never lowers: a new, milder sign keeps the higher level and restarts the count', () => {
    const carried = { ...turnRisk(NO_CARRIED_RISK, high, 'x', now).carried, quietTurns: 2 }
    const next = turnRisk(carried, { level: 'concern', categories: ['passive_ideation'] }, 'y', now)
    expect(next.effective.level).toBe('high')
    expect(next.carried.quietTurns).toBe(0)
  })

  it('a later layer raises, never lowers', () => {
    const turn = turnRisk(NO_CARRIED_RISK, high, 'x', now)
    expect(raiseTurn(turn, { level: 'concern', categories: [] }, now)).toBeNull()
    expect(
      raiseTurn(turn, { level: 'imminent', categories: ['in_progress'] }, now)?.effective,
    ).toEqual({ level: 'imminent', categories: ['active_ideation', 'in_progress'] })
  })
})
