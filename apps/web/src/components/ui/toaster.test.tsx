import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { clearToasts, dismissToast, getToasts, toast, TOAST_REMOVE_DELAY_MS } from '@/lib/toast'

afterEach(() => {
  act(() => clearToasts())
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('shows at most three toasts, newest first', () => {
    render(<Toaster />)
    act(() => {
      for (const n of [1, 2, 3, 4]) toast({ title: `Toast ${n}` })
    })
    const titles = screen.getAllByText(/^Toast \d$/).map((node) => node.textContent)
    expect(titles).toEqual(['Toast 4', 'Toast 3', 'Toast 2'])
  })

  it('shows the title and description of a destructive toast', () => {
    render(<Toaster />)
    act(() => {
      toast({
        title: 'Delete failed',
        description: 'Failed to delete session.',
        variant: 'destructive',
      })
    })
    expect(screen.getByText('Delete failed')).toBeInTheDocument()
    expect(screen.getByText('Failed to delete session.')).toBeInTheDocument()
  })

  it('closes a dismissed toast at once and removes it from the queue 5000 ms later', () => {
    vi.useFakeTimers()
    render(<Toaster />)
    let id = ''
    act(() => {
      id = toast({ title: 'Logged out' }).id
    })
    expect(screen.getByText('Logged out')).toBeInTheDocument()
    act(() => dismissToast(id))
    expect(screen.queryByText('Logged out')).not.toBeInTheDocument()
    expect(getToasts()).toMatchObject([{ id, open: false }])
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1))
    expect(getToasts()).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(getToasts()).toHaveLength(0)
  })
})
