import { describe, expect, it } from 'vitest'
import { fromModeration, parseClassification } from './model-check'

describe('parseClassification', () => {
  it('reads the JSON answer, even wrapped in words or a code fence', () => {
    expect(parseClassification('{"level":"high","categories":["plan","nonsense"]}')).toEqual({
      level: 'high',
      categories: ['plan'],
    })
    expect(parseClassification('```json\n{"level": "imminent", "categories": []}\n```')).toEqual({
      level: 'imminent',
      categories: [],
    })
  })

  it.each([
    '',
    'high',
    '{"level":"severe"}',
    '{"level":',
    '{}',
    '{"level":"high","categories":"plan"}',
  ])('refuses %j', (answer) => expect(parseClassification(answer)).toBeNull())
})

describe('fromModeration', () => {
  const result = (categories: Record<string, boolean>) => ({
    flagged: Object.values(categories).some(Boolean),
    categories,
    scores: {},
  })

  it('maps self-harm intent to high and self-harm alone to concern', () => {
    expect(fromModeration(result({ 'self-harm': true, 'self-harm/intent': true })).level).toBe(
      'high',
    )
    expect(fromModeration(result({ 'self-harm': true })).level).toBe('concern')
    expect(fromModeration(result({ violence: true })).level).toBe('none')
  })
})
