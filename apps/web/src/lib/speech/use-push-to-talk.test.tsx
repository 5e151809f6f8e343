import { act, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HOLD_MS, usePushToTalk } from '@/lib/speech/use-push-to-talk'

function Harness(handlers: { onStart: () => void; onRelease: () => void; onCancel: () => void }) {
  usePushToTalk({ enabled: true, ...handlers })
  return <textarea aria-label="composer" />
}

function setup() {
  const handlers = { onStart: vi.fn(), onRelease: vi.fn(), onCancel: vi.fn() }
  const view = render(<Harness {...handlers} />)
  const box = view.getByLabelText('composer')
  return { handlers, box }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('push to talk', () => {
  it('records while Control is held alone, and transcribes on release', () => {
    const { handlers, box } = setup()
    fireEvent.keyDown(box, { key: 'Control' })
    act(() => vi.advanceTimersByTime(HOLD_MS))
    expect(handlers.onStart).toHaveBeenCalledOnce()
    fireEvent.keyUp(box, { key: 'Control' })
    expect(handlers.onRelease).toHaveBeenCalledOnce()
  })

  it('leaves Control+C to the copy: no recording starts', () => {
    const { handlers, box } = setup()
    fireEvent.keyDown(box, { key: 'Control' })
    fireEvent.keyDown(box, { key: 'c', ctrlKey: true })
    act(() => vi.advanceTimersByTime(HOLD_MS * 3))
    fireEvent.keyUp(box, { key: 'Control' })
    expect(handlers.onStart).not.toHaveBeenCalled()
    expect(handlers.onRelease).not.toHaveBeenCalled()
  })

  it('throws the recording away when a shortcut follows a long hold', () => {
    const { handlers, box } = setup()
    fireEvent.keyDown(box, { key: 'Control' })
    act(() => vi.advanceTimersByTime(HOLD_MS))
    fireEvent.keyDown(box, { key: 'v', ctrlKey: true })
    fireEvent.keyUp(box, { key: 'Control' })
    expect(handlers.onCancel).toHaveBeenCalledOnce()
    expect(handlers.onRelease).not.toHaveBeenCalled()
  })

  it('ignores a tap shorter than the hold time', () => {
    const { handlers, box } = setup()
    fireEvent.keyDown(box, { key: 'Control' })
    act(() => vi.advanceTimersByTime(HOLD_MS - 50))
    fireEvent.keyUp(box, { key: 'Control' })
    act(() => vi.advanceTimersByTime(HOLD_MS))
    expect(handlers.onStart).not.toHaveBeenCalled()
  })

  it('does not fire a letter hotkey while typing in a text field', () => {
    localStorage.setItem('pushToTalkKey', 'v')
    const { handlers, box } = setup()
    fireEvent.keyDown(box, { key: 'v' })
    act(() => vi.advanceTimersByTime(HOLD_MS * 2))
    expect(handlers.onStart).not.toHaveBeenCalled()
    fireEvent.keyDown(document.body, { key: 'v' })
    act(() => vi.advanceTimersByTime(HOLD_MS))
    expect(handlers.onStart).toHaveBeenCalledOnce()
  })
})
