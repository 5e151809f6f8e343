import { estimateMemoryTokens, MEMORY_TOKEN_BUDGET, type Memory } from '@orion/contracts/memory'

// A budget of 250,000 tokens, one token per 4 characters of summary + keywords +
// emotional context, shown as a percent with one decimal.

export interface MemoryUsage {
  tokensUsed: number
  tokenBudget: number
  /** 0 to 100, for the progressbar. */
  percent: number
  /** e.g. '12.3%' */
  percentLabel: string
}

export function memoryUsage(
  memories: Pick<Memory, 'summary' | 'keywords' | 'emotionalContext'>[],
  tokenBudget: number = MEMORY_TOKEN_BUDGET,
): MemoryUsage {
  const tokensUsed = memories.reduce((total, memory) => total + estimateMemoryTokens(memory), 0)
  const exact = tokenBudget > 0 ? (tokensUsed / tokenBudget) * 100 : 0
  return {
    tokensUsed,
    tokenBudget,
    percent: Math.min(100, exact),
    percentLabel: formatPercent(exact),
  }
}

/** One decimal: '12.3%'. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`
}
