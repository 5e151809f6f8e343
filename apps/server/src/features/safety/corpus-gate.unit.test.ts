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

// The blind rounds, once learned from, must not slip back: each keeps at least 90 % recall with at
// most 2 % false alarms (their first, blind scores are in bench/safety/README.md).
describe.each(['round4', 'round5', 'round6', 'round7', 'round8'])('the %s set', (round) => {
  const items = loadCorpus(round)

  it('holds 200 risks and 200 look-alikes', () => {
    expect(items.filter((item) => item.expected !== 'none')).toHaveLength(200)
    expect(items.filter((item) => item.expected === 'none')).toHaveLength(200)
  })

  it('keeps at least 90 % recall with at most 2 % false alarms', () => {
    expect(percent(recall(items))).toBeGreaterThanOrEqual(90)
    expect(percent(falseAlarms(items))).toBeLessThanOrEqual(2)
  })
})

describe('ordinary chat (bench/safety/everyday-eval, never trained on)', () => {
  it('flags at most 2 % of 400 ordinary messages, sad and stressed ones included', () => {
    const items = loadCorpus('everyday-eval')
    expect(items).toHaveLength(400)
    expect(percent(falseAlarms(items))).toBeLessThanOrEqual(2)
  })
})
