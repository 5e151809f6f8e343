import { joinPersonaParts } from '@orion/contracts/chat'
import { describe, expect, it, vi } from 'vitest'
import { replyReserve } from '../../platform/ai/model-task'
import { buildPersonaContext, prepareTurnContext, type BuildContextInput } from './context'
import { DEFAULT_PERSONAS, NO_GUILT_OR_PRESSURE } from './personas'

// One token per word: easy to reason about budgets.
const countTokens = (text: string) => text.split(/\s+/).filter(Boolean).length
const [listener, coach] = DEFAULT_PERSONAS as [
  (typeof DEFAULT_PERSONAS)[0],
  (typeof DEFAULT_PERSONAS)[0],
]

function input(overrides: Partial<BuildContextInput> = {}): BuildContextInput {
  return {
    persona: coach,
    personas: DEFAULT_PERSONAS,
    userName: 'Anne',
    mode: 'conversational',
    careful: null,
    history: [],
    current: { content: 'What now?', imageUrls: [] },
    countTokens,
    contextWindow: 100_000,
    ...overrides,
  }
}

const reply = (coachText: string) => ({
  role: 'assistant' as const,
  content: joinPersonaParts([
    { personaId: 'listener', text: 'listener words' },
    { personaId: 'coach', text: coachText },
  ]),
  imageUrls: [],
})
const said = (content: string) => ({ role: 'user' as const, content, imageUrls: [] })

describe('buildPersonaContext', () => {
  it('starts with the persona prompt, the name and the mode, and ends with the message', () => {
    const { messages } = buildPersonaContext(input())
    expect(messages[0]!.role).toBe('system')
    expect(messages[0]!.content).toContain(coach.systemPrompt)
    expect(messages[0]!.content).toContain('You are talking with Anne.')
    expect(messages[0]!.content).toContain('Mode: conversational')
    expect(messages[0]!.content).not.toContain('Safety first')
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'What now?' })
  })

  it('gives every persona, default or from PERSONAS_FILE, the rule against guilt and pressure', () => {
    const custom = { id: 'poet', name: 'Poet', role: 'Poet', systemPrompt: 'Answer in verse.' }
    for (const persona of [...DEFAULT_PERSONAS, custom]) {
      const system = buildPersonaContext(
        input({ persona, personas: [...DEFAULT_PERSONAS, custom] }),
      ).messages[0]!.content
      expect(system).toContain(NO_GUILT_OR_PRESSURE)
    }
    expect(NO_GUILT_OR_PRESSURE).toContain(`"I miss you, don't leave"`)
  })

  it('asks for headings and cited sources in research mode', () => {
    const system = buildPersonaContext(input({ mode: 'research' })).messages[0]!.content
    expect(system).toContain('Mode: research')
    expect(system).toMatch(/cite your sources/i)
    expect(system).toMatch(/unsure/)
  })

  it('adds the careful instructions the safety feature gives', () => {
    const careful = 'Safety first: call 988.'
    const system = buildPersonaContext(input({ careful })).messages[0]!.content
    expect(system).toContain(careful)
    expect(buildPersonaContext(input()).messages[0]!.content).not.toContain('Safety first')
  })

  it('fills the seams that are given and leaves out the empty ones', () => {
    const system = buildPersonaContext(
      input({
        seams: {
          aboutMe: 'I love hiking',
          consolidatedMemory: '',
          relevantMemories: ['Has a dog named Rex'],
          fitbitReading: null,
          documentText: 'Chapter 1',
        },
      }),
    ).messages[0]!.content
    expect(system).toContain('I love hiking')
    expect(system).toContain('- Has a dog named Rex')
    expect(system).toContain('Chapter 1')
    expect(system).not.toContain('What you remember')
    expect(system).not.toContain('Fitbit')
  })

  it("keeps the person's messages and only this persona's own earlier parts", () => {
    const { messages } = buildPersonaContext(
      input({ history: [said('hello'), reply('coach words')] }),
    )
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: 'coach words' },
      { role: 'user', content: 'What now?' },
    ])
    const asListener = buildPersonaContext(
      input({ persona: listener, history: [said('hello'), reply('coach words')] }),
    )
    expect(asListener.messages[2]).toEqual({ role: 'assistant', content: 'listener words' })
  })

  it('keeps the newest history that fits the window minus the reply reserve', () => {
    const history = Array.from({ length: 50 }, (_, index) => said(`${'word '.repeat(99)}m${index}`))
    const contextWindow = 4000
    const built = buildPersonaContext(input({ history, contextWindow }))
    expect(built.promptTokens).toBeLessThanOrEqual(contextWindow - replyReserve(contextWindow))
    const kept = built.messages.slice(1, -1)
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThan(50)
    expect(kept.at(-1)!.content).toMatch(/m49$/)
    expect(built.omittedHistory).toBe(50 - kept.length)
  })

  it('never starts the history with a reply whose question was cut off', () => {
    const history = [said('word '.repeat(500)), reply('short'), said('recent')]
    const built = buildPersonaContext(input({ history, contextWindow: 2400 }))
    expect(built.messages[1]!.role).toBe('user')
  })

  it("starts with the companion's own opening message (a proactive check-in), for every persona", () => {
    const checkIn = {
      role: 'assistant' as const,
      content: 'Orion here (an AI): how did the interview go?',
      imageUrls: [],
    }
    for (const persona of [listener, coach]) {
      const { messages } = buildPersonaContext(
        input({ persona, history: [checkIn], current: { content: 'Well!', imageUrls: [] } }),
      )
      expect(messages.slice(1)).toEqual([
        { role: 'assistant', content: 'Orion here (an AI): how did the interview go?' },
        { role: 'user', content: 'Well!' },
      ])
    }
  })

  it('lists image links of a message as text', () => {
    const built = buildPersonaContext(
      input({ current: { content: '', imageUrls: ['https://example.com/a.png'] } }),
    )
    expect(built.messages.at(-1)!.content).toBe('[Image: https://example.com/a.png]')
  })

  it('uses the stored token counts of the history instead of counting it again', () => {
    const history = [
      { ...said('hello there'), tokenCount: 2 },
      { ...reply('coach words'), tokenCount: 9 },
      { ...said('and then'), tokenCount: 2 },
    ]
    const spy = vi.fn(countTokens)
    const built = buildPersonaContext(input({ history, countTokens: spy }))
    expect(built.messages.slice(1, -1)).toEqual([
      { role: 'user', content: 'hello there' },
      { role: 'assistant', content: 'coach words' },
      { role: 'user', content: 'and then' },
    ])
    const counted = spy.mock.calls.map(([text]) => text)
    for (const text of ['hello there', 'coach words', 'and then', 'listener words']) {
      expect(counted).not.toContain(text)
    }
  })

  it('a stored count decides what fits', () => {
    // The stored count says the old message alone fills the window: it is left out.
    const history = [{ ...said('short'), tokenCount: 5000 }, said('recent')]
    const built = buildPersonaContext(input({ history, contextWindow: 4000 }))
    expect(built.messages.slice(1, -1)).toEqual([{ role: 'user', content: 'recent' }])
    expect(built.omittedHistory).toBe(1)
  })

  it('prepares a turn once for every persona: the history and message are not counted again', () => {
    const history = [said('hello there'), reply('coach words')]
    const spy = vi.fn(countTokens)
    const turn = {
      ...input({ history, countTokens: spy }),
      current: { ...input().current, tokenCount: 2 },
    }
    const shared = prepareTurnContext(turn)
    for (const persona of DEFAULT_PERSONAS) {
      const before = spy.mock.calls.length
      const built = buildPersonaContext({ ...turn, persona, shared })
      const counted = spy.mock.calls.slice(before).map(([text]) => text)
      // At most the persona's own prompt lines, never the history or the message.
      expect(counted.length).toBeLessThanOrEqual(1)
      expect(counted.every((text) => text.startsWith(persona.systemPrompt.trim()))).toBe(true)
      expect(built).toEqual(buildPersonaContext({ ...turn, persona }))
    }
  })
})
