import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'

// Full-text search, one way for every feature: the 'simple' configuration (no stemming, so names
// and every language match as typed), queries built from the words of a text, never from its
// punctuation, so what a person types cannot break the query's syntax.

export interface WordsQueryOptions {
  /** 'all': every word must match (a search box); 'any': one is enough (ranking by relevance). */
  match: 'all' | 'any'
  /** Each word also matches the words it begins ('walk' finds 'walking'). */
  prefix: boolean
  /** Shorter words are left out (they match almost everything). */
  minLength?: number
  /** The first words kept: a query stays cheap whatever the text's length. */
  maxWords: number
}

/** The distinct words of `text` as a tsquery ('walk:* & park:*'), or null when no word is left. */
export function wordsQuery(text: string, options: WordsQueryOptions): string | null {
  const words = [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length >= (options.minLength ?? 1)),
    ),
  ].slice(0, options.maxWords)
  if (words.length === 0) return null
  return words
    .map((word) => (options.prefix ? `${word}:*` : word))
    .join(options.match === 'all' ? ' & ' : ' | ')
}

/** A search box's words: all of them, each as a prefix. */
export function searchQuery(search: string): string | null {
  return wordsQuery(search, { match: 'all', prefix: true, maxWords: 12 })
}

/** The tsvector `vector` matches the tsquery `query`. */
export function matches(vector: SQLWrapper, query: string): SQL {
  return sql`${vector} @@ to_tsquery('simple', ${query})`
}

/** How well the tsvector `vector` matches the tsquery `query` (ts_rank). */
export function relevance(vector: SQLWrapper, query: string): SQL<number> {
  return sql<number>`ts_rank(${vector}, to_tsquery('simple', ${query}))`
}

/** An `ilike` pattern for text containing `search`, its own % _ and \ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
