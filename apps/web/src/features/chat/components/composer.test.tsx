import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render as renderElement, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Composer } from '@/features/chat/components/composer'
import { useStagedFiles } from '@/features/chat/hooks/use-staged-files'

// The dictation control asks GET /api/meta whether the server transcribes: it is not asked here.
const render = (ui: React.ReactElement) =>
  renderElement(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}
    >
      {ui}
    </QueryClientProvider>,
  )

function Harness({
  onSend,
  generating = false,
  imagine = null,
}: {
  onSend: () => void
  generating?: boolean
  imagine?: { onImagine: () => void; busy: boolean } | null
}) {
  const [text, setText] = useState('')
  const [locked, setLocked] = useState(false)
  const staged = useStagedFiles()
  return (
    <Composer
      text={text}
      onTextChange={setText}
      saveState="idle"
      onSend={onSend}
      onCancel={() => {}}
      generating={generating}
      locked={locked}
      onLockedChange={setLocked}
      mode="conversational"
      onModeChange={() => {}}
      staged={staged}
      imagine={imagine}
    />
  )
}

describe('composer', () => {
  it('sends on Enter and adds a new line on Shift+Enter', async () => {
    const user = userEvent.setup()
    const onSend = vi.fn()
    render(<Harness onSend={onSend} />)
    const box = screen.getByRole('textbox', { name: 'Message Orion' })
    await user.type(box, 'first{Shift>}{Enter}{/Shift}second')
    expect(box).toHaveValue('first\nsecond')
    expect(onSend).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(onSend).toHaveBeenCalledTimes(1)
  })

  it('does not send empty or blank text', async () => {
    const user = userEvent.setup()
    const onSend = vi.fn()
    render(<Harness onSend={onSend} />)
    await user.type(screen.getByRole('textbox', { name: 'Message Orion' }), '   {Enter}')
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
  })

  it('blocks sending while locked', async () => {
    const user = userEvent.setup()
    const onSend = vi.fn()
    render(<Harness onSend={onSend} />)
    await user.type(screen.getByRole('textbox', { name: 'Message Orion' }), 'hello')
    await user.click(screen.getByRole('button', { name: 'Lock sending' }))
    expect(screen.getByRole('button', { name: 'Unlock sending' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(screen.getByRole('textbox', { name: 'Message Orion' }))
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
    expect(onSend).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Unlock sending' }))
    fireEvent.submit(screen.getByRole('form', { name: 'Send a message' }))
    expect(onSend).toHaveBeenCalledTimes(1)
  })

  it('offers Stop generating instead of Send while a reply is generated', () => {
    render(<Harness onSend={() => {}} generating />)
    expect(screen.getByRole('button', { name: 'Stop generating' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull()
  })

  it('offers Imagine only when the server has an image provider, and only with text', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Harness onSend={() => {}} />)
    expect(screen.queryByRole('button', { name: /Imagine/ })).not.toBeInTheDocument()
    unmount()

    const onImagine = vi.fn()
    render(<Harness onSend={() => {}} imagine={{ onImagine, busy: false }} />)
    const imagine = screen.getByRole('button', { name: 'Imagine a picture from your message' })
    expect(imagine).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: 'Message Orion' }), 'A lighthouse')
    expect(imagine).toBeEnabled()
    await user.click(imagine)
    expect(onImagine).toHaveBeenCalledTimes(1)
  })

  it('says Imagining... and blocks sending while the picture is made', () => {
    render(<Harness onSend={() => {}} imagine={{ onImagine: () => {}, busy: true }} />)
    expect(screen.getByTestId('draft-state')).toHaveTextContent('Imagining...')
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
  })
})
