import { describe, expect, it } from 'vitest'
import { crisisCountryOf, guessCountry } from '@/lib/crisis-country'

describe('guessCountry', () => {
  it.each([
    [['de-DE', 'de'], 'DE'],
    [['de-AT'], 'AT'],
    [['fr'], 'FR'],
    [['en-GB', 'en'], 'GB'],
    [['pt-BR'], 'BR'],
    [['pt-PT'], 'PT'],
    [['es-MX', 'es'], 'MX'],
    [['en'], 'US'],
    [['xx-ZZ'], 'US'],
    [['fr-XX', 'it-IT'], 'IT'],
  ])('%j -> %s', (languages, country) => {
    expect(guessCountry(languages)).toBe(country)
  })
})

describe('crisisCountryOf', () => {
  it('uses the chosen country and says it was chosen', () => {
    const country = crisisCountryOf({ country: 'JP' })
    expect(country).toMatchObject({ code: 'JP', chosen: true })
    expect(country.lines.emergency).toBe('119')
  })
})
