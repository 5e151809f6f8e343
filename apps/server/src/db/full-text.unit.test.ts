import { describe, expect, it } from 'vitest'
import { containsPattern, searchQuery, wordsQuery } from './full-text'

describe('full-text queries', () => {
  it('turns a search into every word as a prefix, whatever its punctuation', () => {
    expect(searchQuery("Walk in the park! (it's) 'x' & | :*")).toBe(
      'walk:* & in:* & the:* & park:* & it:* & s:* & x:*',
    )
    expect(searchQuery('c++ ?!')).toBe('c:*')
    expect(searchQuery('?!')).toBeNull()
  })

  it('matches any distinct word for ranking, leaving out short ones', () => {
    expect(
      wordsQuery('Tea in the garden, tea again', {
        match: 'any',
        prefix: false,
        minLength: 3,
        maxWords: 32,
      }),
    ).toBe('tea | the | garden | again')
    expect(wordsQuery('a b', { match: 'any', prefix: true, minLength: 3, maxWords: 32 })).toBeNull()
  })

  it('keeps at most the first words asked for', () => {
    const query = wordsQuery(Array.from({ length: 50 }, (_, i) => `w${i}`).join(' '), {
      match: 'all',
      prefix: true,
      maxWords: 12,
    })
    expect(query?.split(' & ')).toHaveLength(12)
  })

  it('takes % _ and \\ literally in a contains pattern', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  })
})
