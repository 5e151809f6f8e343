import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useChatDraft } from '@/features/chat/hooks/use-chat-draft'
import { CHAT_DRAFT_PREFIX, CHAT_DRAFT_TTL_MS, writeChatDraft } from '@/lib/drafts'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2025-03-01T12:00:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('chat drafts', () => {
  it('saves 300 ms after typing stops, then shows saved for 2 s', () => {
    const { result } = renderHook(() => useChatDraft('s1'))
    act(() => result.current.setText('hel'))
    act(() => result.current.setText('hello'))
    expect(result.current.saveState).toBe('saving')
    act(() => vi.advanceTimersByTime(299))
    expect(localStorage.getItem(`${CHAT_DRAFT_PREFIX}s1`)).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(localStorage.getItem(`${CHAT_DRAFT_PREFIX}s1`)).toBe('hello')
    expect(result.current.saveState).toBe('saved')
    act(() => vi.advanceTimersByTime(2000))
    expect(result.current.saveState).toBe('idle')
  })

  it('saves at once when the page is hidden or loses focus', () => {
    const { result } = renderHook(() => useChatDraft('new'))
    act(() => result.current.setText('before I go'))
    act(() => {
      window.dispatchEvent(new Event('blur'))
    })
    expect(localStorage.getItem(`${CHAT_DRAFT_PREFIX}new`)).toBe('before I go')
  })

  it('restores a draft per conversation and forgets one older than 24 hours', () => {
    writeChatDraft('s1', 'draft one', Date.now() - 1000)
    writeChatDraft('s2', 'too old', Date.now() - CHAT_DRAFT_TTL_MS - 1)
    const { result, rerender } = renderHook(({ key }) => useChatDraft(key), {
      initialProps: { key: 's1' },
    })
    expect(result.current.text).toBe('draft one')
    rerender({ key: 's2' })
    expect(result.current.text).toBe('')
    expect(localStorage.getItem(`${CHAT_DRAFT_PREFIX}s2`)).toBeNull()
  })

  it('clears the text and the draft after sending', () => {
    writeChatDraft('s1', 'to send')
    const { result } = renderHook(() => useChatDraft('s1'))
    act(() => result.current.clear())
    expect(result.current.text).toBe('')
    expect(localStorage.getItem(`${CHAT_DRAFT_PREFIX}s1`)).toBeNull()
  })
})
