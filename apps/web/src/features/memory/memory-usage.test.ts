import { MEMORY_TOKEN_BUDGET } from '@orion/contracts/memory'
import { describe, expect, it } from 'vitest'
import { formatPercent, memoryUsage } from '@/features/memory/memory-usage'

const memory = (
  summary: string,
  keywords: string[] = [],
  emotionalContext: string | null = null,
) => ({
  summary,
  keywords,
  emotionalContext,
})

describe('memory usage', () => {
  it('counts one token per 4 characters of summary, keywords and emotional context', () => {
    // 8 + 'a b'.length 3 + 5 = 16 characters -> 4 tokens; 'x' -> 1 token (rounded up).
    const usage = memoryUsage([memory('12345678', ['a', 'b'], 'happy'), memory('x')])
    expect(usage.tokensUsed).toBe(5)
    expect(usage.tokenBudget).toBe(MEMORY_TOKEN_BUDGET)
  })

  it('shows the share of the 250,000-token budget as a percent with one decimal', () => {
    const usage = memoryUsage([memory('a'.repeat(4 * 30_750))])
    expect(usage.tokensUsed).toBe(30_750)
    expect(usage.percent).toBeCloseTo(12.3)
    expect(usage.percentLabel).toBe('12.3%')
    expect(memoryUsage([]).percentLabel).toBe('0.0%')
  })

  it('caps the bar at 100 but still says how far over the budget is', () => {
    const usage = memoryUsage([memory('a'.repeat(4 * 275_000))])
    expect(usage.percent).toBe(100)
    expect(usage.percentLabel).toBe('110.0%')
  })

  it('formats with one decimal', () => {
    expect(formatPercent(0)).toBe('0.0%')
    expect(formatPercent(5.25)).toBe('5.3%')
    expect(formatPercent(99.94)).toBe('99.9%')
  })
})
