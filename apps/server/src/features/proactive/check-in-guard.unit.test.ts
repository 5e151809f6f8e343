import { describe, expect, it } from 'vitest'
import { guiltOrPressure } from './check-in-guard'

describe('guiltOrPressure', () => {
  it.each([
    "I miss you, don't leave",
    'I’ve missed you so much lately.',
    'Please come back to me.',
    "Where have you been? I've been waiting.",
    "Why haven't you talked to me?",
    "You haven't written in days.",
    "It's so quiet and I feel lonely without you.",
    'You should reply today.',
    'Answer now, okay?',
    "Don't forget about me!",
    "I'm the only one who understands you.",
    'Did you forget me? You left me here.',
  ])('finds the pressure in %j', (text) => {
    expect(guiltOrPressure(text)).not.toBeNull()
  })

  it('returns the phrase as written', () => {
    expect(guiltOrPressure('Hey. I MISS YOU, really.')).toBe('I MISS YOU')
  })

  it.each([
    'How did the interview on Tuesday go? No need to reply, I just wondered.',
    "Thinking of your sister's wedding this weekend: I hope the speech feels ready.",
    'You mentioned coming back from Lisbon tired. Did the rest help?',
    'If you feel like talking about the new job, I am here whenever it suits you.',
    "Whenever you're free, I'd love to hear how the garden is doing.",
  ])('lets a kind, optional check-in through: %j', (text) => {
    expect(guiltOrPressure(text)).toBeNull()
  })
})
