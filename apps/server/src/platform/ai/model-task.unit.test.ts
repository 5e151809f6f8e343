import { joinPersonaParts } from '@orion/contracts/chat'
import { describe, expect, it } from 'vitest'
import { replyReserve, transcriptOf, truncateToTokens } from './model-task'

// One token per word: easy to reason about budgets.
const countTokens = (text: string) => text.split(/\s+/).filter(Boolean).length

const conversation = {
  userName: 'Sam',
  personas: [
    { id: 'sage', name: 'Sage' },
    { id: 'spark', name: 'Spark' },
  ],
  messages: [
    { role: 'user' as const, content: '  one two three  ' },
    {
      role: 'assistant' as const,
      content: joinPersonaParts([
        { personaId: 'sage', text: 'four five' },
        { personaId: 'spark', text: 'six' },
      ]),
    },
    { role: 'user' as const, content: 'seven eight' },
  ],
}

describe('transcriptOf', () => {
  it('names who spoke, persona by persona, oldest first', () => {
    expect(transcriptOf(conversation, 1000, countTokens)).toEqual({
      text: 'Sam: one two three\n\nSage: four five\nSpark: six\n\nSam: seven eight',
      omitted: 0,
    })
  })

  it('leaves out the oldest messages that do not fit and says how many', () => {
    // "Sam: seven eight" is 3 tokens + 2 of framing; the persona lines 5 + 2.
    expect(transcriptOf(conversation, 12, countTokens)).toEqual({
      text: 'Sage: four five\nSpark: six\n\nSam: seven eight',
      omitted: 1,
    })
  })

  it('keeps the beginning of a newest message too long on its own', () => {
    const long = {
      ...conversation,
      messages: [{ role: 'user' as const, content: 'word '.repeat(100) }],
    }
    const transcript = transcriptOf(long, 20, countTokens)
    expect(transcript.omitted).toBe(0)
    expect(countTokens(transcript.text)).toBeLessThanOrEqual(18)
    expect(transcript.text.startsWith('Sam: word word')).toBe(true)
  })

  it('calls a person without a name "Person" and an unknown persona "Companion"', () => {
    const text = transcriptOf(
      {
        userName: '',
        personas: [],
        messages: [
          { role: 'user', content: 'hi' },
          { role: 'assistant', content: 'hello' },
        ],
      },
      100,
      countTokens,
    ).text
    expect(text).toBe('Person: hi\n\nCompanion: hello')
  })
})

describe('token budget', () => {
  it('keeps a quarter of the window for the reply, at most the cap', () => {
    expect(replyReserve(4096)).toBe(1024)
    expect(replyReserve(128_000)).toBe(2048)
    expect(replyReserve(128_000, 8192)).toBe(8192)
  })

  it('cuts a text to the tokens it may take, with an ellipsis', () => {
    const cut = truncateToTokens('a b c d e f g h i j', 5, countTokens)
    expect(countTokens(cut)).toBeLessThanOrEqual(5)
    expect(cut.endsWith('…')).toBe(true)
    expect(truncateToTokens('a b', 5, countTokens)).toBe('a b')
    expect(truncateToTokens('a b', 0, countTokens)).toBe('')
  })
})
