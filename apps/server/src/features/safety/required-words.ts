// Speed: a rule's regex runs only if the message contains one of the words that every match of it
// must contain. Found by reading the pattern itself, so the shortcut cannot change a verdict: a
// pattern whose matches need no fixed word (all optional) gets no shortcut and always runs.

/** One piece of a pattern: the words one of which any match of it contains, or null if none. */
type Needs = string[] | null

const MIN_WORD = 3

/** Better: the set whose shortest word is longest (rarer), then the smaller set. */
function better(a: Needs, b: Needs): Needs {
  if (!a) return b
  if (!b) return a
  const shortest = (set: string[]) => Math.min(...set.map((w) => w.length))
  if (shortest(a) !== shortest(b)) return shortest(a) > shortest(b) ? a : b
  return a.length <= b.length ? a : b
}

/** Index just past the character class opening at `start`. */
function classEnd(source: string, start: number): number {
  let i = start + 1
  while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1
  return i + 1
}

/** Index just past the group opening at `start`. */
function closing(source: string, start: number): number {
  let depth = 0
  for (let i = start; i < source.length; i++) {
    const c = source[i]
    if (c === '\\') i++
    else if (c === '[') i = classEnd(source, i) - 1
    else if (c === '(') depth++
    else if (c === ')' && --depth === 0) return i + 1
  }
  return source.length
}

function isOptional(source: string, at: number): boolean {
  const q = source[at]
  return q === '?' || q === '*' || (q === '{' && source[at + 1] === '0')
}

/** Splits at the top-level `|`. */
function alternatives(source: string): string[] {
  const parts: string[] = []
  let start = 0
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (c === '\\') i++
    else if (c === '(') i = closing(source, i) - 1
    else if (c === '[') i = classEnd(source, i) - 1
    else if (c === '|') {
      parts.push(source.slice(start, i))
      start = i + 1
    }
  }
  parts.push(source.slice(start))
  return parts
}

function sequenceNeeds(source: string): Needs {
  let best: Needs = null
  let word = ''
  const endWord = () => {
    if (word.length >= MIN_WORD) best = better(best, [word])
    word = ''
  }
  for (let i = 0; i < source.length;) {
    const c = source[i] ?? ''
    if (c === '(') {
      endWord()
      const end = closing(source, i)
      const lookaround = /^\(\?<?[=!]/.test(source.slice(i, i + 4))
      if (!lookaround && !isOptional(source, end)) {
        const inner = source.slice(i, end - 1).replace(/^\((?:\?:)?/, '')
        best = better(best, patternNeeds(inner))
      }
      i = end
    } else if (c === '[' || c === '\\') {
      endWord()
      i = c === '[' ? classEnd(source, i) : i + 2
    } else if (/[a-z]/.test(c)) {
      if (isOptional(source, i + 1)) endWord()
      else word += c
      i++
    } else {
      endWord()
      i++
    }
  }
  endWord()
  return best
}

/** The words one of which every match of `source` contains, or null when there are none. */
export function patternNeeds(source: string): Needs {
  const sets = alternatives(source).map(sequenceNeeds)
  if (sets.some((set) => set === null)) return null
  return [...new Set(sets.flatMap((set) => set ?? []))]
}

interface TrieNode {
  next: Map<string, TrieNode>
  word: string | null
}

/** Finds which of many words occur in a text in one pass (a trie walked from each position). */
export function wordFinder(words: Iterable<string>): (text: string) => Set<string> {
  const root: TrieNode = { next: new Map(), word: null }
  for (const word of words) {
    let node = root
    for (const c of word) {
      let child = node.next.get(c)
      if (!child) node.next.set(c, (child = { next: new Map(), word: null }))
      node = child
    }
    node.word = word
  }
  return (text) => {
    const found = new Set<string>()
    for (let i = 0; i < text.length; i++) {
      let node = root.next.get(text[i] ?? '')
      for (let j = i + 1; node; j++) {
        if (node.word) found.add(node.word)
        node = node.next.get(text[j] ?? '')
      }
    }
    return found
  }
}
