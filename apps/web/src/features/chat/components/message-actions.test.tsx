import { personaMarker, type Message } from '@orion/contracts/chat'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AssistantMessage, UserMessage } from '@/features/chat/components/message-item'
import { sessionQueryKey } from '@/lib/chat-sessions/query-keys'
import { clearToasts } from '@/lib/toast'
import { apiCalls, json, renderRoutes, stubApi, type ApiHandler } from '@/test/api-stub'
import { message, personas, session } from '@/test/chat-fixtures'
import { expectToast } from '@/test/toasts'

const reply = message({
  id: 'm-reply',
  role: 'assistant',
  timestamp: '2025-03-04T10:00:00.000Z',
  content: [personaMarker('companion'), 'I am here.', personaMarker('guide'), 'Breathe.'].join(
    '\n',
  ),
})

function renderMessage(ui: React.ReactElement, handler: ApiHandler) {
  const fetchMock = stubApi({ handler })
  const view = renderRoutes([{ path: '/', element: ui }], '/')
  // The open conversation, as the chat page has it in the cache.
  view.queryClient.setQueryData(sessionQueryKey('s1'), {
    pages: [
      { ...session({ title: 'Stargazing' }), messages: [], hasMoreBefore: false, tokensUsed: 0 },
    ],
    pageParams: [null],
  })
  return { fetchMock, ...view }
}

const renderReply = (handler: ApiHandler, overrides: Partial<Message> = {}) =>
  renderMessage(
    <AssistantMessage message={{ ...reply, ...overrides }} personas={personas} animate={false} />,
    handler,
  )

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  act(() => clearToasts())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('save to memory (floppy disk)', () => {
  it('saves the reply as readable text, without persona markers', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderReply((call) =>
      call.method === 'POST' && call.path === '/api/memories' ? json({}, 201) : undefined,
    )
    await user.click(screen.getByRole('button', { name: 'Save to memory' }))
    await expectToast('Saved to memory')
    expect(apiCalls(fetchMock).find((c) => c.path === '/api/memories')?.body).toEqual({
      summary: 'Nova: I am here.\n\nLyra: Breathe.',
      keywords: [],
      conversationTitle: 'Stargazing',
      conversationDate: '2025-03-04T10:00:00.000Z',
      sessionId: 's1',
      source: 'message',
    })
  })

  it("toasts 'Save failed' when the save fails", async () => {
    const user = userEvent.setup()
    renderReply((call) =>
      call.path === '/api/memories'
        ? json(
            {
              error: 'internal_error',
              message: 'Something went wrong on our side. Please try again.',
            },
            500,
          )
        : undefined,
    )
    await user.click(screen.getByRole('button', { name: 'Save to memory' }))
    await expectToast('Save failed', 'There was an error saving to memory. Please try again.')
  })

  it("shows the server's sentence when the memory budget is full", async () => {
    const user = userEvent.setup()
    const full = 'Your memory is full (250,000 tokens). Delete some memories first.'
    renderReply((call) =>
      call.path === '/api/memories'
        ? json({ error: 'memory_budget_exceeded', message: full }, 409)
        : undefined,
    )
    await user.click(screen.getByRole('button', { name: 'Save to memory' }))
    await expectToast('Save failed', full)
  })

  it('saves a message of your own too', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderMessage(
      <UserMessage message={message({ content: 'I love the stars' })} />,
      (call) => (call.path === '/api/memories' ? json({}, 201) : undefined),
    )
    const actions = screen.getByRole('group', { name: 'Message actions' })
    expect(within(actions).queryByRole('button', { name: 'Read aloud' })).toBeNull()
    await user.click(within(actions).getByRole('button', { name: 'Save to memory' }))
    await expectToast('Saved to memory')
    expect(apiCalls(fetchMock).find((c) => c.path === '/api/memories')?.body).toMatchObject({
      summary: 'I love the stars',
    })
  })
})

describe('save to journal', () => {
  it('creates a private entry titled by the conversation and the date', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderReply((call) =>
      call.method === 'POST' && call.path === '/api/journal' ? json({}, 201) : undefined,
    )
    await user.click(screen.getByRole('button', { name: 'Save to journal' }))
    await expectToast('Saved to journal')
    expect(apiCalls(fetchMock).find((c) => c.path === '/api/journal')?.body).toEqual({
      title: 'Stargazing - Mar 4, 2025',
      content: 'Nova: I am here.\n\nLyra: Breathe.',
      mood: null,
      tags: [],
      isPrivate: true,
    })
  })

  it("toasts 'Save failed' when the entry cannot be created", async () => {
    const user = userEvent.setup()
    renderReply((call) =>
      call.path === '/api/journal'
        ? json(
            {
              error: 'internal_error',
              message: 'Something went wrong on our side. Please try again.',
            },
            500,
          )
        : undefined,
    )
    await user.click(screen.getByRole('button', { name: 'Save to journal' }))
    await expectToast('Save failed', 'There was an error saving your message. Please try again.')
  })
})

describe('read aloud', () => {
  /** The browser's speechSynthesis (jsdom has none): records what it is asked to say. */
  function fakeBrowserVoice() {
    const spoken: {
      text: string
      voice: { name: string } | null
      rate: number
      pitch: number
      volume: number
      onend: () => void
    }[] = []
    const synthesis = {
      speak: (utterance: (typeof spoken)[number]) => spoken.push(utterance),
      cancel: vi.fn(),
      getVoices: () => [
        { name: 'Amélie', lang: 'fr-FR', default: true },
        { name: 'Samantha', lang: 'en-US', default: false },
      ],
    }
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        constructor(readonly text: string) {}
      },
    )
    Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true })
    return { spoken, synthesis }
  }
  afterEach(() => {
    Reflect.deleteProperty(window, 'speechSynthesis')
    vi.unstubAllGlobals()
  })

  it('reads each persona part in turn with an English browser voice, and stops on the second press', async () => {
    const { spoken, synthesis } = fakeBrowserVoice()
    const user = userEvent.setup()
    renderReply(() => undefined) // GET /api/meta: the server has no voice
    await user.click(screen.getByRole('button', { name: 'Read aloud' }))
    const stop = screen.getByRole('button', { name: 'Stop reading aloud' })
    expect(stop).toHaveAttribute('aria-pressed', 'true')
    await vi.waitFor(() => expect(spoken).toHaveLength(1))
    expect(spoken[0]).toMatchObject({ voice: { name: 'Samantha' }, rate: 1, pitch: 1, volume: 1 })
    expect(spoken[0]!.text).toMatch(/I am here\.$/)
    act(() => spoken[0]!.onend())
    await vi.waitFor(() => expect(spoken).toHaveLength(2))
    expect(spoken[1]!.text).toMatch(/Breathe\.$/)
    await user.click(stop)
    expect(synthesis.cancel).toHaveBeenCalled()
    expect(await screen.findByRole('button', { name: 'Read aloud' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })
})

describe('remembered disclosure', () => {
  it('lists the memories used for a reply, folded until opened, long ones cut short', async () => {
    const user = userEvent.setup()
    const long = `Ada keeps a telescope on her balcony ${'and watches the sky '.repeat(20)}`
    renderReply(() => undefined, {
      remembered: [
        { memoryId: 'mem-1', summary: 'Ada likes tea.' },
        { memoryId: 'mem-2', summary: long },
      ],
    })
    const toggle = screen.getByText('Remembered 2 memories')
    const list = screen.getByRole('list', { hidden: true, name: 'Memories used for this reply' })
    expect(list).not.toBeVisible()
    await user.click(toggle)
    expect(list).toBeVisible()
    const items = within(list).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Ada likes tea.')
    expect(items[1]!.textContent!.length).toBeLessThanOrEqual(160)
    expect(items[1]!.textContent).toMatch(/…$/)
    expect(items[1]).toHaveAttribute('title', long)
  })

  it('says when the reply read the About Me, with the way to it', async () => {
    const user = userEvent.setup()
    renderReply(() => undefined, {
      remembered: [{ memoryId: 'mem-1', summary: 'Ada likes tea.' }],
      aboutMeUsed: true,
    })
    await user.click(screen.getByText('Remembered 1 memory and your About Me'))
    const list = screen.getByRole('list', { name: 'Memories used for this reply' })
    const items = within(list).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('What you wrote in Settings → About Me')
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/settings?tab=about-me')
    expect(items[1]).toHaveTextContent('Ada likes tea.')
  })

  it('says "Remembered your About Me" when no memory but the About Me was used', () => {
    renderReply(() => undefined, { remembered: [], aboutMeUsed: true })
    expect(screen.getByText('Remembered your About Me')).toBeInTheDocument()
  })

  it('says when the reply used the Fitbit reading, with the way to the Fitbit Sync tab', async () => {
    const user = userEvent.setup()
    renderReply(() => undefined, {
      remembered: [{ memoryId: 'mem-1', summary: 'Ada likes tea.' }],
      aboutMeUsed: true,
      wearableUsed: true,
    })
    await user.click(screen.getByText('Remembered 1 memory, your About Me and your Fitbit reading'))
    const items = within(
      screen.getByRole('list', { name: 'Memories used for this reply' }),
    ).getAllByRole('listitem')
    expect(items[1]).toHaveTextContent('Your latest reading from Settings → Fitbit Sync')
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/settings?tab=fitbit')
  })

  it('says "Remembered your Fitbit reading" when only the reading was used', () => {
    renderReply(() => undefined, { remembered: [], wearableUsed: true })
    expect(screen.getByText('Remembered your Fitbit reading')).toBeInTheDocument()
  })

  it('shows nothing when no memory was used', () => {
    renderReply(() => undefined, { remembered: [] })
    expect(screen.queryByText(/Remembered/)).toBeNull()
  })
})
