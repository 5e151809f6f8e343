// Runs one language's rules over a normalised message (normalize.ts) and judges each hit in its
// clause: negated ("I would never kill myself"), past ("I used to cut"), someone else's ("my friend
// wants to die"), reported (news, fiction, study, medical talk). docs/decisions/0008 has the levels.
import type { RiskCategory, RiskLevel } from './risk'

export type Person = 'self' | 'any' | 'third'

export interface Rule {
  category: RiskCategory
  level: Exclude<RiskLevel, 'none'>
  pattern: string
  /** self: the phrase names the writer; third: someone else; any: the clause's subject decides. */
  person?: Person
  /** A declared intention: a time marker for today makes it imminent, a date makes it a plan. */
  intent?: boolean
  /** The phrase carries its own negation ("don't want to live", "no reason to live"). */
  negated?: boolean
  /** A bare topic word ("suicide"): talk of news, study or fiction anywhere in the message cancels it. */
  topic?: boolean
  /** Counts only beside another risk ("thank you for everything", "I'll do it tonight"). */
  support?: boolean
}

export interface LanguagePack {
  rules: Rule[]
  /** Phrases removed before the rules run: "dying to see", "me muero de risa". */
  idioms: string
  negators: string
  /** After a negator, these words undo it: "I'm not sure I want to live". */
  negationBreakers: string
  pastMarkers: string
  /** Anywhere in the message, these lower ideation and self-harm to concern: "doing better now". */
  recovery: string
  selfSubjects: string
  thirdSubjects: string
  /** Neither the writer nor someone they worry about: "we", "you", "a man", "people". */
  otherSubjects: string
  /** News, fiction, games, study and medical talk. */
  reporting: string
}

export interface Hit {
  category: RiskCategory
  level: Exclude<RiskLevel, 'none'>
  person: 'self' | 'third'
  intent: boolean
  support: boolean
}

interface CompiledRule extends Rule {
  regex: RegExp
}

export interface CompiledPack {
  rules: CompiledRule[]
  negator: RegExp
  breakers: RegExp
  past: RegExp
  recovery: RegExp
  subject: RegExp
  reporting: RegExp
}

const words = (source: string) => new RegExp(`\\b(?:${source})\\b`)

/** Compiles every language. Idioms and reported speech are recognised in any of them: people mix. */
export function compileLanguages(packs: LanguagePack[]) {
  const reporting = words(packs.map((pack) => pack.reporting).join('|'))
  const idioms = new RegExp(`\\b(?:${packs.map((pack) => pack.idioms).join('|')})\\b`, 'g')
  return {
    packs: packs.map((pack): CompiledPack => ({ ...compilePack(pack), reporting })),
    /** Removes what only sounds alarming ("dying to see", "me muero de risa") before the rules. */
    stripIdioms: (normalised: string) => normalised.replace(idioms, ' _ '),
  }
}

function compilePack(pack: LanguagePack): CompiledPack {
  return {
    rules: pack.rules.map((rule) => ({
      ...rule,
      regex: new RegExp(`\\b(?:${rule.pattern})\\b`, 'g'),
    })),
    negator: words(pack.negators),
    breakers: new RegExp(`\\b(?:${pack.negators}) (?:${pack.negationBreakers})\\b`, 'g'),
    past: words(pack.pastMarkers),
    recovery: words(pack.recovery),
    subject: new RegExp(
      `\\b(?:(${pack.thirdSubjects})|(${pack.otherSubjects})|(${pack.selfSubjects}))\\b`,
      'g',
    ),
    reporting: words(pack.reporting),
  }
}

/** The words of the clause before `index`, back to the previous sentence end. */
function clauseBefore(text: string, index: number): string {
  const start = text.lastIndexOf('|', index)
  return text.slice(start + 1, index)
}

function clauseAt(text: string, index: number, end: number): string {
  const stop = text.indexOf('|', end)
  return `${clauseBefore(text, index)}${text.slice(index, stop < 0 ? text.length : stop)}`
}

/** The last few words before a hit, cut at a comma or a "but". */
function negationWindow(before: string): string {
  const cut = before.split(/ , | (?:but|pero|mais|aber|mas|ma|though|sondern) /).pop() ?? ''
  return cut.trim().split(' ').slice(-5).join(' ')
}

/** Who the clause is about, from the nearest subject before the hit. */
function subjectOf(pack: CompiledPack, before: string): 'self' | 'third' | 'other' | 'unknown' {
  let found: 'self' | 'third' | 'other' | 'unknown' = 'unknown'
  pack.subject.lastIndex = 0
  for (const match of before.matchAll(pack.subject)) {
    found = match[1] ? 'third' : match[2] ? 'other' : 'self'
  }
  return found
}

function judge(pack: CompiledPack, rule: CompiledRule, text: string, match: RegExpMatchArray) {
  const index = match.index ?? 0
  const before = clauseBefore(text, index)
  if (!rule.negated) {
    const window = negationWindow(before).replace(pack.breakers, ' ')
    const inside = match[0].replace(pack.breakers, ' ')
    if (pack.negator.test(window) || pack.negator.test(inside)) return null
  }
  if (rule.topic && pack.reporting.test(text)) return null
  let person: 'self' | 'third'
  const clause = clauseAt(text, index, index + match[0].length)
  if (rule.person === 'third') person = 'third'
  else if (rule.person === 'any') {
    const subject = subjectOf(pack, before)
    if (subject === 'other') return null
    if (subject === 'unknown' && pack.reporting.test(text)) return null
    person = subject === 'third' ? 'third' : 'self'
  } else person = 'self'
  if (person === 'third' && pack.reporting.test(clause)) return null

  let level = rule.level
  const past = pack.past.test(clause)
  const recovered =
    pack.recovery.test(text) &&
    ['passive_ideation', 'active_ideation', 'self_harm'].includes(rule.category)
  if (past || recovered) level = 'concern'
  if (person === 'third' && level !== 'concern') {
    level = rule.category === 'in_progress' ? 'imminent' : 'high'
  }
  return { category: rule.category, level, person, intent: !!rule.intent && !past }
}

/** Every risk this language's rules find in the message (normalised, idioms stripped). */
export function runPack(pack: CompiledPack, text: string): Hit[] {
  const hits: Hit[] = []
  for (const rule of pack.rules) {
    rule.regex.lastIndex = 0
    for (const match of text.matchAll(rule.regex)) {
      const verdict = judge(pack, rule, text, match)
      if (verdict) {
        hits.push({ ...verdict, support: !!rule.support })
        break
      }
    }
  }
  return hits
}
