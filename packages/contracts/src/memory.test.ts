import { describe, expect, it } from 'vitest'
import {
  MEMORY_IMPORT_CHUNK_MAX,
  estimateMemoryTokens,
  formatMemoriesForExport,
  parseMemoryImport,
  splitIntoChunks,
  type ExportableMemory,
} from './memory'

const memory = (overrides: Partial<ExportableMemory> = {}): ExportableMemory => ({
  summary: 'They love hiking in the Alps.',
  keywords: [],
  emotionalContext: null,
  conversationDate: null,
  conversationTitle: null,
  ...overrides,
})

describe('Export All and Import', () => {
  it('reads back exactly the memories it wrote', () => {
    const memories = [
      memory({
        summary: 'They adopted a greyhound named Biscuit.\n\nHe is shy with strangers.',
        keywords: ['dog', 'Biscuit', 'greyhound'],
        emotionalContext: 'proud and a little anxious',
        conversationDate: '2025-03-01T10:00:00.000Z',
        conversationTitle: 'New dog',
      }),
      memory(),
      memory({ summary: 'Keywords can hold commas.', keywords: ['tea, green', 'kyoto'] }),
    ]
    expect(parseMemoryImport(formatMemoriesForExport(memories))).toEqual(memories)
  })

  it('keeps summary lines that look like separators or headers', () => {
    const tricky = [
      memory({ summary: 'Title: not a header\n---\n\\---\nFeeling: fine', keywords: ['x'] }),
      memory({ summary: 'Date: 2020 was hard' }),
    ]
    expect(parseMemoryImport(formatMemoriesForExport(tricky))).toEqual(tricky)
  })

  it('reads a plain text file as one memory per paragraph', () => {
    const text = 'First memory.\r\nStill the first.\r\n\r\nSecond memory.\n  \nThird.\n'
    expect(parseMemoryImport(text).map((m) => m.summary)).toEqual([
      'First memory.\nStill the first.',
      'Second memory.',
      'Third.',
    ])
  })

  it(`splits a paragraph longer than ${MEMORY_IMPORT_CHUNK_MAX} characters at word ends`, () => {
    const paragraph = Array.from({ length: 700 }, (_, i) => `word${i}`).join(' ')
    const parts = parseMemoryImport(paragraph).map((m) => m.summary)
    expect(parts.length).toBeGreaterThan(1)
    expect(parts.every((part) => part.length <= MEMORY_IMPORT_CHUNK_MAX)).toBe(true)
    expect(parts.join(' ')).toBe(paragraph)
  })

  it('splits text without spaces at the limit', () => {
    expect(splitIntoChunks('a'.repeat(5), 2)).toEqual(['aa', 'aa', 'a'])
  })
})

describe('estimateMemoryTokens', () => {
  it('counts one token per 4 characters of summary, keywords and feeling', () => {
    expect(
      estimateMemoryTokens({ summary: 'abcd', keywords: ['ab', 'cd'], emotionalContext: 'x' }),
    ).toBe(3)
  })
})
