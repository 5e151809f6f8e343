import { describe, expect, it } from 'vitest'
import { memoryExportFilename } from '@/features/memory/memory-export'

describe('memory export', () => {
  it('names the file by the date', () => {
    expect(memoryExportFilename(new Date(2025, 0, 31))).toBe('orion-memories-2025-01-31.txt')
  })
})
