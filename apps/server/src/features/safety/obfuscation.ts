// Key words people hide or misspell when they write about dying: "k*ll", "diiiie", "suicde".
// Repairs are bounded to these words so that ordinary words are never rewritten into alarming ones.

const KEY_WORDS = [
  // English
  'kill killing killed suicide suicidal die dying dead death myself',
  'self harm cut cutting hang rope noose pills overdose unalive',
  'wrists goodbye',
  // Spanish, Portuguese, Italian
  'morir muerte muerto matar matarme suicidio suicidarme morirme vivir',
  'morrer morte suicidar viver morire uccidermi ammazzarmi suicidarmi',
  'uccidere ammazzare vivere farla finita desvivirme',
  // French, German
  'mourir mort suicider tuer vivre crever sterben tot umbringen',
  'selbstmord leben ritzen',
]
  .join(' ')
  .split(' ')
// Misspellings are repaired only for these long words, where one slip cannot make another word.
const TYPO_TARGETS = [
  'suicide suicidal myself overdose unalive suicidio suicidarme matarme',
  'morirme suicider umbringen selbstmord uccidermi ammazzarmi suicidarmi',
  'goodbye',
]
  .join(' ')
  .split(' ')
const REAL_NEIGHBOURS = new Set(['overdoes', 'suicides', 'suicider', 'suicidas', 'morirse'])

const keyWords = new Set(KEY_WORDS)
const squashed = new Map<string, string>()
for (const word of KEY_WORDS) squashed.set(squash(word), word)

function squash(word: string): string {
  return word.replace(/([a-z])\1+/g, '$1')
}

export function isKeyWord(word: string): boolean {
  return keyWords.has(word)
}

/** "diiiie" -> "die", "killll" -> "kill": repeated letters collapse onto a key word. */
export function resolveRepeats(word: string): string {
  const collapsed = word.replace(/([a-z])\1{2,}/g, '$1$1')
  if (keyWords.has(collapsed) || !/([a-z])\1/.test(collapsed)) return collapsed
  return squashed.get(squash(collapsed)) ?? collapsed
}

/** "k*ll" -> "kill", "s**cide" -> "suicide": a star stands for one or two hidden letters. */
export function resolveObfuscated(word: string): string {
  if (!word.includes('*')) return word
  const source = word
    .replace(/[^a-z*]/g, '')
    .replace(/\*+/g, (stars) => `[a-z]{1,${stars.length + 1}}`)
  const pattern = new RegExp(`^${source}$`)
  return KEY_WORDS.find((key) => pattern.test(key)) ?? word.replace(/\*/g, '')
}

/** Optimal string alignment distance, giving up as soon as it exceeds `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let prevPrev: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (prevPrev[j - 2] ?? 0) + 1)
      }
      row.push(value)
      best = Math.min(best, value)
    }
    if (best > limit) return limit + 1
    prevPrev = prev
    prev = row
  }
  return prev[b.length] ?? limit + 1
}

/** "suicde" -> "suicide", "myslef" -> "myself": one slip in a long key word, same first letter. */
export function resolveTypo(word: string): string {
  if (word.length < 5 || keyWords.has(word) || REAL_NEIGHBOURS.has(word)) return word
  for (const target of TYPO_TARGETS) {
    // "overdosed" is the word itself with an ending, not a slip.
    if (target[0] !== word[0] || word.startsWith(target)) continue
    // "matarte" (kill you) is not a slip of "matarme": a reflexive ending must match.
    if (/(?:me|mi)$/.test(target) && word.slice(-2) !== target.slice(-2)) continue
    if (editDistance(word, target, 1) <= 1) return target
  }
  return word
}
