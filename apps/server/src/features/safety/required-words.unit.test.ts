import { describe, expect, it } from 'vitest'
import { loadCorpus } from '../../../../../bench/safety/score'
import { german } from './languages/de'
import { english } from './languages/en'
import { spanish } from './languages/es'
import { french } from './languages/fr'
import { italian } from './languages/it'
import { portuguese } from './languages/pt'
import { normalizeMessage } from './normalize'
import { patternNeeds, wordFinder } from './required-words'

describe('patternNeeds', () => {
  it('keeps the longest fixed word of each alternative', () => {
    expect(patternNeeds('(?:want|wants) (?:to )?die(?! of)')).toEqual(['want', 'wants'])
    expect(patternNeeds('self ?harm\\w*|sh (?:again|urges)')).toEqual(['self', 'again', 'urges'])
  })

  it('skips optional pieces, lookarounds and character classes', () => {
    expect(patternNeeds('(?:really )?tired(?! of it)')).toEqual(['tired'])
    expect(patternNeeds('muert[oa] de (?:risa|hambre)')).toEqual(['muert'])
    expect(patternNeeds('wants?')).toEqual(['want'])
  })

  it('gives up when an alternative needs no word', () => {
    expect(patternNeeds('kys|(?:i )?od')).toBeNull()
  })
})

describe('wordFinder', () => {
  it('finds every listed word, also inside longer words', () => {
    const find = wordFinder(['kill', 'suicid', 'myself'])
    expect(find(' i want to kill myself , suicidal ')).toEqual(
      new Set(['kill', 'myself', 'suicid']),
    )
  })
})

describe('the shortcut is sound on the corpus', () => {
  const rules = [english, spanish, french, german, portuguese, italian].flatMap((p) => p.rules)
  const texts = loadCorpus('corpus').map((item) => normalizeMessage(item.text))

  it('every text a rule matches contains one of the words the rule needs', () => {
    for (const rule of rules) {
      const needs = patternNeeds(rule.pattern)
      if (!needs) continue
      const regex = new RegExp(`\\b(?:${rule.pattern})\\b`)
      for (const text of texts.filter((t) => regex.test(t))) {
        expect(
          needs.some((word) => text.includes(word)),
          `${rule.pattern} on ${text}`,
        ).toBe(true)
      }
    }
  })
})
