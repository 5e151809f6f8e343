import { describe, expect, it } from 'vitest'
import { isMessageImageUrl, joinPersonaParts, splitPersonaParts } from './chat'

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

describe('message image links', () => {
  it.each([
    'https://example.com/cat.png',
    '/api/images/0b8f3c1e-4a9d-4f2b-9c7e-1d2e3f4a5b6c',
    '/api/images/0b8f3c1e-4a9d-4f2b-9c7e-1d2e3f4a5b6c?size=thumb&expires=1&signature=a-b_c',
  ])('accepts %s', (url) => expect(isMessageImageUrl(url)).toBe(true))

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://example.com/cat.png',
    '//evil.example/cat.png',
    '/api/images/../users/me',
    '/api/images/0b8f3c1e-4a9d-4f2b-9c7e-1d2e3f4a5b6c?x="><script>',
    'https://user:pw@example.com/cat.png',
    'https://exa mple.com/cat.png',
    'blob:https://orion.example/1234',
    '',
  ])('refuses %s', (url) => expect(isMessageImageUrl(url)).toBe(false))
})
