import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { crossValidate } from '../../../../../bench/safety/cross'
import { trainingDigest } from '../../../../../bench/safety/train'
import { assessRisk, createRiskAssessor } from './local-detector'
import { WEIGHTS_FILE, classifierWeights, type StoredWeights } from './risk-classifier'

describe('the statistical layer of the local detector', () => {
  it('ships weights trained on the labelled sets as they are now (run `npm run safety:train`)', () => {
    const stored = JSON.parse(fs.readFileSync(fileURLToPath(WEIGHTS_FILE), 'utf8')) as StoredWeights
    expect(stored.trainedOn).toBe(trainingDigest())
  })

  it('generalises: trained without round9, it still lifts recall on round9 with few false alarms', () => {
    const [result] = crossValidate(['round9'])
    if (!result) throw new Error('round9 is missing')
    expect(result.caught / result.risks).toBeGreaterThanOrEqual(0.9)
    expect(result.alarms / result.lookalikes).toBeLessThanOrEqual(0.1)
  }, 60_000)

  it('catches phrasings no rule names, and stays quiet in fiction, songs, celebrations and chat', () => {
    // No probability exceeds an infinite threshold: the rules alone.
    const rulesOnly = createRiskAssessor(classifierWeights, Infinity)
    for (const message of [
      'ich weiss wo und wann, fehlt nur noch der mut',
      'already wrote the notes, just picking which night',
    ]) {
      expect(rulesOnly(message).level).toBe('none')
      expect(assessRisk(message).level).not.toBe('none')
    }
    for (const message of [
      'in my novel the hero wants to die after the war, is that too dark?',
      "this song with 'i wanna die' in the chorus is so catchy",
      'giving away all my furniture before the move to berlin!! 🎉',
      'Please help me plan a birthday party',
      'comment résilier mon bail plus tôt',
    ]) {
      expect(assessRisk(message).level).toBe('none')
    }
  })
})
