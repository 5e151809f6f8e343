import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog'
import { setAuthToken } from '@/lib/auth-token'
import { clearToasts } from '@/lib/toast'

function Harness() {
  const [open, setOpen] = useState(true)
  return (
    <QueryClientProvider client={new QueryClient()}>
      <button type="button" onClick={() => setOpen(true)}>
        Open feedback
      </button>
      <FeedbackDialog open={open} onOpenChange={setOpen} />
      <Toaster />
    </QueryClientProvider>
  )
}

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  setAuthToken('token-1')
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  act(() => clearToasts())
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

describe('FeedbackDialog', () => {
  it('has the labelled fields and buttons of the spec', () => {
    render(<Harness />)
    expect(screen.getByRole('dialog', { name: 'Submit Feedback' })).toBeInTheDocument()
    expect(screen.getByLabelText('Name (Optional)')).toBeInTheDocument()
    expect(screen.getByLabelText('Email (Optional)')).toBeInTheDocument()
    expect(screen.getByLabelText('Feedback *')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send Feedback' })).toBeInTheDocument()
  })

  it('asks for feedback when it is blank and sends nothing', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(screen.getByLabelText('Feedback *'), '   ')
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }))
    expect(await screen.findByText('Feedback Required')).toBeInTheDocument()
    expect(
      screen.getByText('Please enter your feedback before submitting.', { selector: 'li *' }),
    ).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('sends the feedback, thanks the person, closes and resets', async () => {
    let resolveFetch: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise((resolve) => (resolveFetch = resolve)))
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(screen.getByLabelText('Name (Optional)'), 'Ada')
    await user.type(screen.getByLabelText('Feedback *'), '  The night sky theme is lovely  ')
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }))

    const pending = await screen.findByRole('button', { name: 'Sending...' })
    expect(pending).toBeDisabled()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/feedback')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada',
      email: '',
      feedback: 'The night sky theme is lovely',
    })

    resolveFetch(new Response(JSON.stringify({ id: 'f1', createdAt: 'now' }), { status: 201 }))
    expect(await screen.findByText('Feedback Sent!')).toBeInTheDocument()
    expect(
      screen.getByText("Thank you for your feedback! We'll review it soon."),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Open feedback' }))
    expect(screen.getByLabelText('Name (Optional)')).toHaveValue('')
    expect(screen.getByLabelText('Feedback *')).toHaveValue('')
  })

  it('keeps the text and says so when sending fails', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: 'internal_error',
          message: 'Something went wrong on our side. Please try again.',
        }),
        { status: 500 },
      ),
    )
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(screen.getByLabelText('Feedback *'), 'Dark mode please')
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }))

    expect(await screen.findByText('Error Sending Feedback')).toBeInTheDocument()
    expect(screen.getByText('Please try again or contact support directly.')).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(screen.getByLabelText('Feedback *')).toHaveValue('Dark mode please')
    expect(screen.getByRole('button', { name: 'Send Feedback' })).toBeEnabled()
  })
})
