import { describe, expect, it } from 'vitest'
import { assessRisk } from './local-detector'

// The cross-language signals (languages/signals.ts) and the accident guard (accident-context.ts).
describe('assessRisk reads the same danger in every language', () => {
  it.each([
    "i'm at the train tracks",
    'ich stehe auf der brücke',
    'estou no telhado do prédio',
    'sono sul tetto del palazzo',
    'ya me tomé todas las pastillas',
    'ho preso tutte le pillole',
  ])('flags %s as danger in progress', (message) => {
    expect(assessRisk(message)).toEqual({ level: 'imminent', categories: ['in_progress'] })
  })

  it.each([
    'how much tylenol until your liver gives out',
    'quels produits ménagers sont mortels si on les mélange',
    'quantos rivotril precisa pra não acordar mais',
  ])('flags %s as method seeking', (message) => {
    expect(assessRisk(message).categories).toContain('method')
  })

  it('makes a decided night imminent only beside a decision', () => {
    expect(assessRisk("i've decided. tonight's the night").level).toBe('imminent')
    expect(assessRisk("tonight's the night, i'm asking her out").level).toBe('none')
  })

  it.each([
    'we are at the bridge waiting for the fireworks',
    'estoy en el puente de la autopista, hay un trafico horrible',
    'me queme la mano con la sarten',
    'mi sono tagliato facendo la barba',
    'what do i say to a friend who lost her brother to suicide',
  ])('leaves %s alone', (message) => {
    expect(assessRisk(message).level).toBe('none')
  })

  it('keeps a self-inflicted cut told with a kitchen word when it was on purpose', () => {
    expect(assessRisk('i cut my arm on purpose while cooking').level).not.toBe('none')
  })
})
