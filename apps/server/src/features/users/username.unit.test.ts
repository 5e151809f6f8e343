import { describe, expect, it } from 'vitest'
import { sanitizeFullName, usernameBaseFromEmail, usernameCandidate } from './username'

describe('usernameBaseFromEmail', () => {
  it.each([
    ['Anne.Smith@example.com', 'anne-smith'],
    ['anne.smith+news@example.com', 'anne-smith-news'],
    ['__x__@example.com', 'x-user'],
    ['jo@example.com', 'jo-user'],
    ['émile.zola@example.com', 'e-mile-zola'],
    [`${'a'.repeat(40)}@example.com`, 'a'.repeat(30)],
  ])('%s -> %s', (email, expected) => {
    const base = usernameBaseFromEmail(email)
    expect(base).toBe(expected)
    expect(base).toMatch(/^[A-Za-z0-9_-]{3,30}$/)
  })
})

describe('usernameCandidate', () => {
  it('adds -2, -3, ... and stays within 30 characters', () => {
    expect(usernameCandidate('anne', 1)).toBe('anne')
    expect(usernameCandidate('anne', 2)).toBe('anne-2')
    expect(usernameCandidate('a'.repeat(30), 12)).toBe(`${'a'.repeat(27)}-12`)
  })
})

describe('sanitizeFullName', () => {
  it('keeps letters, spaces, hyphens and apostrophes; null when nothing is left', () => {
    expect(sanitizeFullName("  Zoë O'Brien-Smith 🙂 (Work) ")).toBe("Zoë O'Brien-Smith Work")
    expect(sanitizeFullName('123')).toBeNull()
    expect(sanitizeFullName(undefined)).toBeNull()
    expect(sanitizeFullName('a'.repeat(60))).toHaveLength(50)
  })
})
