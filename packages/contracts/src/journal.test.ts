import { describe, expect, it } from 'vitest'
import {
  createEntrySchema,
  DEFAULT_NOTEBOOK_COLOR,
  normalizeTags,
  notebookInputSchema,
  notebookUpdateSchema,
} from './journal'

describe('journal contracts', () => {
  it('trims tags and drops empty ones and duplicates regardless of case (spec part 2 §5)', () => {
    expect(normalizeTags([' Work ', 'work', '', '  ', 'family'])).toEqual(['Work', 'family'])
  })

  it('gives a new notebook the default colour', () => {
    expect(notebookInputSchema.parse({ name: 'Dreams' }).color).toBe(DEFAULT_NOTEBOOK_COLOR)
  })

  it('leaves the colour out of a rename, so renaming never resets it', () => {
    expect(notebookUpdateSchema.parse({ name: 'Dreams' })).toEqual({ name: 'Dreams' })
  })

  it('makes a new entry private with no tags unless told otherwise', () => {
    expect(createEntrySchema.parse({ title: 't', content: 'c' })).toMatchObject({
      isPrivate: true,
      tags: [],
    })
  })
})
