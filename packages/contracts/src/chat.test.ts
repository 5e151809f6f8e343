import { describe, expect, it } from 'vitest'
import { joinPersonaParts, splitPersonaParts } from './chat'

describe('persona markers', () => {
  it('round-trips persona parts through stored content', () => {
    const parts = [
      { personaId: 'lyra', text: 'I hear you.\n\nThat sounds heavy.' },
      { personaId: 'atlas', text: 'One small step: drink some water.' },
    ]
    expect(splitPersonaParts(joinPersonaParts(parts))).toEqual(parts)
  })

  it('keeps text without markers as one anonymous part', () => {
    expect(splitPersonaParts('plain reply')).toEqual([{ personaId: null, text: 'plain reply' }])
  })

  it('ignores marker-like text that is not alone on its line', () => {
    expect(splitPersonaParts('see [[persona:x]] here')).toEqual([
      { personaId: null, text: 'see [[persona:x]] here' },
    ])
  })
})
