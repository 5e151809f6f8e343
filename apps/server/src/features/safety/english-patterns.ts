// Detects a risk of self-harm or suicide in a person's message (DESIGN.md "The chat pipeline" 3).
// Errs on the side of care: a false alarm shows crisis resources once; a miss may cost far more.
// Idioms that only sound alarming ("this traffic is killing me", "dying to see it") do not match.

const CONTRACTIONS: Record<string, string> = {
  "can't": 'cannot',
  cant: 'cannot',
  "won't": 'will not',
  "don't": 'do not',
  dont: 'do not',
  "doesn't": 'does not',
  "didn't": 'did not',
  "isn't": 'is not',
  "aren't": 'are not',
  "wouldn't": 'would not',
  "shouldn't": 'should not',
  "couldn't": 'could not',
  "i'm": 'i am',
  im: 'i am',
  "i've": 'i have',
  "i'd": 'i would',
  "i'll": 'i will',
  "it's": 'it is',
  "life's": 'life is',
  wanna: 'want to',
  gonna: 'going to',
}

/** Lower-cased, curly quotes straightened, contractions expanded, punctuation to single spaces. */
export function normalizeForSafety(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => CONTRACTIONS[word] ?? word.replace(/'/g, ''))
  return ` ${words.join(' ')} `
}

const SELF = '(?:myself|my self)'
const INTENT =
  '(?:want|wanted|wish|need|plan|am planning|am going|am ready|am about|have decided|decided|am thinking about|keep thinking about|think about|am trying|tried)'

// Each pattern runs on normalizeForSafety() output: lower case, words separated by single spaces.
const RISK_PATTERNS: RegExp[] = [
  new RegExp(
    `\\b(?:kill|killing|killed|hurt|hurting|harm|harming|cut|cutting|hang|hanging|shoot|shooting|drown|drowning|poison|poisoning|starve|starving|burn|burning) ${SELF}\\b`,
  ),
  /\b(?:end|ending|ended|take|taking) (?:my|my own) life\b/,
  /\b(?:end|ending) it all\b/,
  /\bsuicid(?:e|al)\b/,
  /\bself ?harm(?:ing|ed)?\b/,
  /\bself injur(?:y|e|ing)\b/,
  new RegExp(
    `\\bi (?:really |just |honestly |sometimes |kind of |still )?${INTENT} (?:to )?die\\b(?! of| laughing| from)`,
  ),
  /\b(?:i|part of me) (?:wants?|wish|wishes) (?:i was |i were |to be |i could be )?dead\b/,
  /\bwish i (?:was|were) (?:dead|never born|gone)\b/,
  /\b(?:i|to) (?:never|not) wake up\b/,
  /\b(?:do not|does not) want to (?:be alive|live|exist|be here) ?(?:anymore|any more)?\b/,
  /\b(?:no|not any|nothing|no more) (?:reason|point) (?:to|in) (?:live|living|go on|going on|being alive|be alive)\b/,
  /\b(?:my )?life is (?:not worth living|pointless|meaningless|not worth it)\b/,
  /\bnot worth living\b/,
  /\b(?:better off|happier) (?:without me|if i (?:was|were) (?:dead|gone)|with me gone|when i am gone)\b/,
  /\boverdos(?:e|ing|ed)\b/,
  /\b(?:suicide|goodbye) note\b/,
  /\b(?:disappear|go to sleep) (?:forever|and never wake up)\b/,
]

/** True when the message signals a risk of self-harm or suicide. */
export function detectCrisis(message: string): boolean {
  const text = normalizeForSafety(message)
  return RISK_PATTERNS.some((pattern) => pattern.test(text))
}

/** Added to every persona's instructions when detectCrisis() is true. */
export const CRISIS_INSTRUCTION = `Safety first: the person's latest message may signal a risk of suicide or self-harm. Respond with warmth and without judgement; acknowledge their pain; do not give any information about methods or means; gently ask whether they are safe right now; encourage them to reach out to someone they trust and to a crisis line: in the US call or text 988 (Suicide & Crisis Lifeline) or text HOME to 741741 (Crisis Text Line); if they are in immediate danger, call 911 or local emergency services. Remind them they do not have to go through this alone. Keep it short and human.`
