// Turns a message into the plain text the rules read: lower case ASCII words separated by single
// spaces, ' | ' between sentences, ' , ' for commas. People write "k1ll mys3lf", "s u i c i d e",
// "diiiie", "im", "myslef" and "quiero morír": all of them read the same way here.
import { isKeyWord, resolveObfuscated, resolveRepeats, resolveTypo } from './obfuscation'

// Emojis that name a means: "💊💊💊 took them all" says pills.
const EMOJI_WORDS: [RegExp, string][] = [
  [/\u{1F48A}/gu, ' pills '],
  [/\u{1F52A}|\u{1F5E1}/gu, ' knife '],
  [/\u{1FAA2}/gu, ' rope '],
  [/\u{1FA78}/gu, ' blood '],
  [/\u{26B0}|\u{1FAA6}/gu, ' coffin '],
]

// "i want it all to stop. permanently": an adverb said on its own belongs to the sentence before.
const AFTERTHOUGHT =
  / \| (permanently|forever|for good|for ever|para siempre|pour toujours|pour de bon|fur immer|fuer immer|pra sempre|para sempre|per sempre)(?= \| | $)/g

const ENGLISH_CONTRACTIONS: Record<string, string> = {
  "won't": 'will not',
  wont: 'will not',
  "can't": 'can not',
  cant: 'can not',
  cannot: 'can not',
  "ain't": 'am not',
  aint: 'am not',
  "i'm": 'i am',
  im: 'i am',
  "i've": 'i have',
  ive: 'i have',
  "i'll": 'i will',
  "i'd": 'i would',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  imma: 'i am going to',
  ima: 'i am going to',
  tryna: 'trying to',
  kms: 'kill myself',
  kmsl: 'kill myself',
  rn: 'right now',
  tn: 'tonight',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2night': 'tonight',
  u: 'you',
  ur: 'your',
  youre: 'you are',
  whats: 'what is',
  thats: 'that is',
  theres: 'there is',
  cuz: 'because',
  bc: 'because',
  pls: 'please',
  abt: 'about',
  goin: 'going',
  endin: 'ending',
  sayin: 'saying',
  doin: 'doing',
  thinkin: 'thinking',
  takin: 'taking',
  feelin: 'feeling',
  tryin: 'trying',
  nothin: 'nothing',
  somethin: 'something',
  livin: 'living',
  dyin: 'dying',
  ngm: 'ninguem',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  '2moro': 'tomorrow',
  idk: 'i do not know',
  plz: 'please',
}
// French written without apostrophes: "jai", "jen peux plus", "mendormir", "cest fini".
const FRENCH_GLUED: Record<string, string> = {
  jai: 'j ai',
  jaimerais: 'j aimerais',
  jaurais: 'j aurais',
  jen: 'j en',
  jy: 'j y',
  jetais: 'j etais',
  javais: 'j avais',
  jirai: 'j irai',
  jattends: 'j attends',
  jarrive: 'j arrive',
  jvais: 'je vais',
  jveux: 'je veux',
  jpense: 'je pense',
  jpeux: 'je peux',
  jme: 'je me',
  jsais: 'je sais',
  jusquau: 'jusqu au',
  jusqua: 'jusqu a',
  cest: 'c est',
  cetait: 'c etait',
  mendormir: 'm endormir',
  aufm: 'auf dem',
  chu: 'je suis',
  dexister: 'd exister',
  detre: 'd etre',
  larmoire: 'l armoire',
  lautre: 'l autre',
  jecris: 'j ecris',
  lecrire: 'l ecrire',
  leau: 'l eau',
  mendors: 'm endors',
  menerve: 'm enerve',
  lair: 'l air',
  limmeuble: 'l immeuble',
  lautoroute: 'l autoroute',
  quil: 'qu il',
  quon: 'qu on',
  dun: 'd un',
  nai: 'n ai',
  nen: 'n en',
  sen: 's en',
  menvoyer: 'm envoyer',
  mappelle: 'm appelle',
}
const NEGATED_AUXILIARY =
  /^(do|does|did|is|are|was|were|would|could|should|have|has|had|must|need)n'?t$/

// Digits that are part of a time or a quantity are not leetspeak: "3am", "20mg", "10pm".
const QUANTITY = /^\d+(?:[:.,h]\d+)?(?:am|pm|h|hs|hrs|mg|g|ml|x|st|nd|rd|th|er|e|eme|o|a|uhr)?$/
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '+': 't',
}

function deLeet(token: string): string {
  if (!/[a-z]/.test(token) || QUANTITY.test(token)) return token
  return token.replace(/[013457@$!|+]/g, (c) => LEET[c] ?? c)
}

// Most words repeat from message to message: remember their normal form (bounded).
const wordCache = new Map<string, string>()
const WORD_CACHE_SIZE = 20_000

function normaliseWord(raw: string): string {
  let normal = wordCache.get(raw)
  if (normal === undefined) {
    normal = normaliseNewWord(raw)
    if (wordCache.size >= WORD_CACHE_SIZE) wordCache.clear()
    wordCache.set(raw, normal)
  }
  return normal
}

/** One raw word (already lower case, accents stripped) to zero or more normalised words. */
function normaliseNewWord(raw: string): string {
  let word = raw.replace(/^[^a-z0-9*@$]+|[^a-z0-9*@$!]+$/g, '').replace(/!+$/, '')
  if (!word) return ''
  const contraction = ENGLISH_CONTRACTIONS[word] ?? FRENCH_GLUED[word]
  if (contraction) return contraction
  const negated = NEGATED_AUXILIARY.exec(word)
  if (negated) return `${negated[1]} not`
  word = word.replace(/'(ll|ve|re|d|s|m)$/, (_, tail: string) => ` ${tail}`)
  // French and Italian elisions: j'ai -> j ai, m'ammazzo -> m ammazzo.
  word = word.replace(/'/g, ' ')
  return word
    .split(' ')
    .map((part) => {
      let w = deLeet(part)
      if (/[a-z][.\-_][a-z]/.test(w)) {
        // s.u.i.c.i.d.e or k-i-l-l: single letters joined; self-harm keeps its two words.
        w = /^(?:[a-z][.\-_])+[a-z]$/.test(w)
          ? w.replace(/[.\-_]/g, '')
          : w.replace(/[.\-_]+/g, ' ')
      }
      if (w.includes('*')) w = resolveObfuscated(w)
      return w
        .split(' ')
        .map((piece) => resolveTypo(resolveRepeats(piece)))
        .join(' ')
    })
    .join(' ')
}

/** Joins runs of single letters ("k i l l", "d i e") when they spell a key word. */
function joinSpelledOut(raw: string[]): string[] {
  const out: string[] = []
  let i = 0
  while (i < raw.length) {
    let end = i
    while (end < raw.length && /^[a-z]$/.test(raw[end] ?? '')) end++
    // "f i n i t a e nn so": the longest run of letters that spells a key word.
    let j = end
    let joined = ''
    for (; j - i >= 3; j--) {
      joined = resolveRepeats(raw.slice(i, j).join(''))
      if (isKeyWord(joined)) break
    }
    if (j - i >= 3) {
      out.push(joined)
      i = j
    } else {
      out.push(raw[i] ?? '')
      i++
    }
  }
  return out
}

export function normalizeMessage(message: string): string {
  let text = message
    .replace(/\bw\/o\b/gi, 'without')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
  for (const [emoji, word] of EMOJI_WORDS) text = text.replace(emoji, word)
  text = text
    .replace(/ß/g, 'ss')
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/\.{2,}|…|[\n\r]+|[.!?;:]+(?=\s|$)/g, ' | ')
    .replace(/,/g, ' , ')
    .replace(/[^\sa-z0-9'*@$!|+.\-_,]/g, ' ')
  const words: string[] = []
  for (const raw of joinSpelledOut(text.split(/\s+/))) {
    if (raw === '|' || raw === ',') words.push(raw)
    else if (raw) {
      const normal = normaliseWord(raw)
      if (normal) words.push(...normal.split(' ').filter(Boolean))
    }
  }
  return ` ${words.join(' ')} `.replace(AFTERTHOUGHT, ' $1 ')
}
