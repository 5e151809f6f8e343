import { describe, expect, it } from 'vitest'
import { RISK_CATEGORIES } from './risk'
import { falseAlarms, loadCorpus, percent, recall } from '../../../../../bench/safety/score'

// The regression gate of issue 9: on the hand-written corpus (bench/safety/corpus), the local
// detector catches at least 95 % of risks with at most 5 % false alarms, overall and per category.
const corpus = loadCorpus('corpus')

describe('the local detector on the safety corpus', () => {
  it('holds at least 300 risk phrasings and as many look-alikes in six languages', () => {
    const risks = corpus.filter((item) => item.expected !== 'none')
    expect(risks.length).toBeGreaterThanOrEqual(300)
    expect(corpus.length - risks.length).toBeGreaterThanOrEqual(risks.length)
    const languages = new Set(corpus.map((item) => item.language))
    for (const language of ['en', 'es', 'fr', 'de', 'pt', 'it'])
      expect(languages).toContain(language)
  })

  it('catches at least 95 % of risks with at most 5 % false alarms overall', () => {
    expect(percent(recall(corpus))).toBeGreaterThanOrEqual(95)
    expect(percent(falseAlarms(corpus))).toBeLessThanOrEqual(5)
  })

  it.each(RISK_CATEGORIES)('catches at least 95 %% with at most 5 %% false alarms for %s', (c) => {
    const items = corpus.filter((item) => item.category === c)
    expect(percent(recall(items))).toBeGreaterThanOrEqual(95)
    expect(percent(falseAlarms(items))).toBeLessThanOrEqual(5)
  })
})
