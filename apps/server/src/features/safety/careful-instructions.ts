import { crisisLinesFor, describeLine } from '@orion/contracts/crisis-lines'
import type { RiskLevel } from './risk'

// What the personas are told while a conversation carries a risk, graded by its level and naming
// the person's own country's lines (safe-messaging guidance: no method, no judgement, a person
// to reach). Never shown to the person; the app's crisis panel does not depend on it.

const NEVER =
  'Never give any information about methods, means, doses or places; never judge, argue or lecture; never promise secrecy; never claim to be human or a therapist.'

export function carefulInstruction(level: RiskLevel, countryCode: string | null): string | null {
  if (level === 'none') return null
  const country = crisisLinesFor(countryCode)
  const lines = country.lines.map(describeLine).join('; ')
  const where = `They are in ${country.name}: crisis line(s) ${lines}; emergency services ${country.emergency}.`
  switch (level) {
    case 'concern':
      return `Care first: the person may be going through a hard time (hopelessness, exhaustion, or worry about someone). Respond with warmth; listen and reflect what they feel; gently ask how they are coping and whether they have thought about harming themselves. Mention that talking to someone can help and that a crisis line is there any time. ${where} ${NEVER}`
    case 'high':
      return `Safety first: the conversation signals a risk of suicide or self-harm. Respond with warmth and without judgement; acknowledge their pain; ask directly and gently whether they are safe right now; encourage them to reach out today to someone they trust and to a crisis line, naming it. If they are in immediate danger, tell them to call emergency services. ${where} ${NEVER} Remind them they do not have to go through this alone. Keep it short and human.`
    case 'imminent':
      return `Immediate danger: the person may have already acted or be about to (for example taken pills, or be somewhere they could fall). Before anything else, ask whether they are safe right now and urge them to call emergency services on ${country.emergency} now (or go to the nearest emergency department, or ask someone nearby to call). Then name the crisis line. Stay with them, keep it short and clear, one step at a time. ${where} ${NEVER}`
  }
}
