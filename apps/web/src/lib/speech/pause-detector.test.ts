import { describe, expect, it } from 'vitest'
import { createPauseDetector } from '@/lib/speech/pause-detector'

const feedAll = (levels: number[], stepMs = 100) => {
  const detector = createPauseDetector()
  return levels.map((level, index) => detector.feed(level, index * stepMs))
}

describe('the pause detector', () => {
  it('waits through silence before the person speaks', () => {
    expect(feedAll(Array(50).fill(0)).some(Boolean)).toBe(false)
  })

  it('answers a pause after 1.2 s of quiet following speech', () => {
    const results = feedAll([...Array(5).fill(0.2), ...Array(13).fill(0.001)])
    expect(results.indexOf(true)).toBe(5 + 12)
  })

  it('does not take a click or a short noise for speech', () => {
    expect(feedAll([0.5, 0.001, ...Array(20).fill(0.001)]).some(Boolean)).toBe(false)
  })

  it('keeps listening through a short breath between words', () => {
    const results = feedAll([...Array(5).fill(0.2), ...Array(8).fill(0), ...Array(5).fill(0.2)])
    expect(results.some(Boolean)).toBe(false)
  })
})
