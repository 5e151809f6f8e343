// Runs one language's rules over a normalised message (normalize.ts) and judges each hit in its
// clause: negated ("I would never kill myself"), past ("I used to cut"), someone else's ("my friend
// wants to die"), reported (news, fiction, study, medical talk). docs/decisions/0009 has the levels.
import { isAccident } from './accident-context'
import { patternNeeds, wordFinder } from './required-words'
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
  /** Counts only when the whole message also says this: "tonight's the night" beside "I've decided". */
  context?: string
  /** Does not count when the whole message says this: "adios a todos" beside "see you in May". */
  unless?: string
  /** An injury ("it won't stop bleeding"): an accident told anywhere in the message cancels it. */
  injury?: boolean
  /** Seen first-hand ("my brother stopped eating since the funeral"): news words do not cancel it. */
  witnessed?: boolean
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
  /** A sentence framed as writing fiction ("I'm writing a novel where..."): nothing in it counts. */
  fiction?: string
}

export interface Hit {
  category: RiskCategory
  level: Exclude<RiskLevel, 'none'>
  person: 'self' | 'third'
  intent: boolean
  support: boolean
}

type Verdict = Omit<Hit, 'support'>
/** A rule's words matched but a frame (fiction, negation, news, accident, another subject) cancelled them. */
const VETO = Symbol('veto')

interface CompiledRule extends Rule {
  regex: RegExp
  /** Words one of which every match contains (required-words.ts); null: always run. */
  needs: string[] | null
  contextRegex: RegExp | null
  unlessRegex: RegExp | null
}

export interface CompiledPack {
  rules: CompiledRule[]
  negator: RegExp
  breakers: RegExp
  past: RegExp
  recovery: RegExp
  subject: RegExp
  reporting: RegExp
  fiction: RegExp | null
}

const CROSS_LANGUAGE_NEGATORS =
  'not|never|nunca|jamas|jamais|pas|nicht|nie|niemals|kein|keine|nao|non|nn|mai|nem'

const words = (source: string) => new RegExp(`\\b(?:${source})\\b`)

/** Compiles every language. Idioms and reported speech are recognised in any of them: people mix. */
export function compileLanguages(packs: LanguagePack[]) {
  const reporting = words(packs.map((pack) => pack.reporting).join('|'))
  const fictionSources = packs.flatMap((pack) => (pack.fiction ? [pack.fiction] : []))
  const fiction = fictionSources.length > 0 ? words(fictionSources.join('|')) : null
  const idioms = new RegExp(`\\b(?:${packs.map((pack) => pack.idioms).join('|')})\\b`, 'g')
  // A negation, a past or a recovery said in any language counts: "nao to suicida", "nn voglio".
  // Short negators that are other words elsewhere ("no" is "in the" in Portuguese, "ne" is "a" in
  // German) stay in their own language.
  const shared = (field: 'pastMarkers' | 'recovery') => packs.map((pack) => pack[field]).join('|')
  const compiled = packs.map((pack): CompiledPack => ({
    ...compilePack({
      ...pack,
      negators: `${pack.negators}|${CROSS_LANGUAGE_NEGATORS}`,
      pastMarkers: shared('pastMarkers'),
      recovery: shared('recovery'),
    }),
    reporting,
    fiction,
  }))
  const rulesNeeding = new Map<string, CompiledRule[]>()
  for (const rule of compiled.flatMap((p) => p.rules)) {
    for (const word of rule.needs ?? [])
      rulesNeeding.set(word, [...(rulesNeeding.get(word) ?? []), rule])
  }
  const findWords = wordFinder(rulesNeeding.keys())
  return {
    packs: compiled,
    /** Cuts the message into sentences, each with the rules whose needed words it contains. */
    sentences: (text: string): Sentence[] =>
      text.split('|').map((part) => {
        const clause = ` ${part.trim()} `
        const candidates = new Set<CompiledRule>()
        for (const word of findWords(clause)) {
          for (const rule of rulesNeeding.get(word) ?? []) candidates.add(rule)
        }
        return { clause, candidates }
      }),
    /** Fiction, a game, a song, the news or study anywhere in the message. */
    framed: (text: string) => reporting.test(text) || (fiction?.test(text) ?? false),
    /** Removes what only sounds alarming ("dying to see", "me muero de risa") before the rules. */
    stripIdioms: (normalised: string) => normalised.replace(idioms, '_'),
  }
}

function compilePack(pack: LanguagePack): CompiledPack {
  return {
    rules: pack.rules.map((rule) => ({
      ...rule,
      regex: new RegExp(`\\b(?:${rule.pattern})\\b`, 'g'),
      needs: patternNeeds(rule.pattern),
      contextRegex: rule.context ? new RegExp(`\\b(?:${rule.context})\\b`) : null,
      unlessRegex: rule.unless ? new RegExp(`\\b(?:${rule.unless})\\b`) : null,
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
    fiction: null,
  }
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
  for (let match = pack.subject.exec(before); match; match = pack.subject.exec(before)) {
    found = match[1] ? 'third' : match[2] ? 'other' : 'self'
  }
  return found
}

/** Judges one hit in its clause (a sentence of `text`, the whole message). */
function judge(
  pack: CompiledPack,
  rule: CompiledRule,
  clause: string,
  text: string,
  match: RegExpMatchArray,
): Verdict | typeof VETO | null {
  if (pack.fiction?.test(clause)) return VETO
  const before = clause.slice(0, match.index ?? 0)
  if (!rule.negated) {
    const window = negationWindow(before).replace(pack.breakers, ' ')
    const inside = match[0].replace(pack.breakers, ' ')
    if (pack.negator.test(window) || pack.negator.test(inside)) return VETO
  }
  if (rule.topic && pack.reporting.test(text)) return VETO
  if (rule.contextRegex && !rule.contextRegex.test(text)) return null
  if (rule.unlessRegex?.test(text)) return VETO
  if (rule.injury && isAccident(text)) return VETO
  // "burned my hand on the pan", "me corté pelando papas": an injury with its activity is an accident.
  if (rule.category === 'self_harm' && isAccident(clause)) return VETO
  let person: 'self' | 'third'
  if (rule.person === 'third') person = 'third'
  else if (rule.person === 'any') {
    const subject = subjectOf(pack, before)
    if (subject === 'other') return VETO
    if (subject === 'unknown' && pack.reporting.test(text)) return VETO
    person = subject === 'third' ? 'third' : 'self'
  } else person = 'self'
  if (person === 'third' && !rule.witnessed && pack.reporting.test(clause)) return VETO

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
export interface Sentence {
  clause: string
  /** The rules with `needs` that may match here; rules without `needs` always run. */
  candidates: Set<CompiledRule>
}

/**
 * Every rule's first verdict. `vetoed` says that a rule's words were there but a frame cancelled
 * them (fiction, negation, news, an accident, someone else's words): the statistical layer reads
 * that as a sign of an ordinary message.
 */
export function runPack(
  pack: CompiledPack,
  text: string,
  sentences: Sentence[],
): { hits: Hit[]; vetoed: boolean } {
  const hits: Hit[] = []
  let vetoed = false
  for (const rule of pack.rules) {
    const verdict = firstVerdict(pack, rule, text, sentences)
    if (verdict === VETO) vetoed = true
    else if (verdict) hits.push({ ...verdict, support: !!rule.support })
  }
  return { hits, vetoed }
}

function firstVerdict(pack: CompiledPack, rule: CompiledRule, text: string, sentences: Sentence[]) {
  let vetoed = false
  for (const { clause, candidates } of sentences) {
    // Rules never cross a sentence end, so each sentence is read on its own.
    if (rule.needs && !candidates.has(rule)) continue
    // exec, not matchAll: matchAll copies the regex on every call.
    rule.regex.lastIndex = 0
    for (let match = rule.regex.exec(clause); match; match = rule.regex.exec(clause)) {
      const verdict = judge(pack, rule, clause, text, match)
      if (verdict === VETO) vetoed = true
      else if (verdict) return verdict
    }
  }
  return vetoed ? VETO : null
}
