import { describe, expect, it } from 'vitest'
import { greeting } from '@/features/chat/hooks/use-greeting'

const at = (hour: number) => new Date(2025, 0, 1, hour, 30)

describe('greeting', () => {
  it('says good morning, afternoon or evening by the local hour', () => {
    expect(greeting(at(5))).toBe('Good morning, friend')
    expect(greeting(at(11))).toBe('Good morning, friend')
    expect(greeting(at(12))).toBe('Good afternoon, friend')
    expect(greeting(at(17))).toBe('Good afternoon, friend')
    expect(greeting(at(18))).toBe('Good evening, friend')
    expect(greeting(at(0))).toBe('Good morning, friend')
  })

  it('uses the name when there is one', () => {
    expect(greeting(at(9), 'Ada')).toBe('Good morning, Ada')
    expect(greeting(at(9), '  ')).toBe('Good morning, friend')
  })
})
