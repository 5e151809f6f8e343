import { personaMarker } from '@orion/contracts/chat'
import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ChatPage from '@/features/chat/components/chat-page'
import { CURRENT_SESSION_KEY, getCurrentSession, setCurrentSession } from '@/lib/current-session'
import { CHAT_DRAFT_PREFIX } from '@/lib/drafts'
import { clearToasts } from '@/lib/toast'
import { apiCalls, json, renderRoutes, stubApi, testMeta, type ApiHandler } from '@/test/api-stub'
import { message, personas, session, sseResponse, trialStatus } from '@/test/chat-fixtures'
import { expectToast } from '@/test/toasts'

vi.mock('react-virtuoso', async () => ({
  Virtuoso: (await import('@/test/chat-fixtures')).FakeVirtuoso,
}))

configure({ asyncUtilTimeout: 3000 })

const aiMeta = { ...testMeta, aiProvider: 'openai-compatible' }
const reply = [
  personaMarker('companion'),
  'I am here with you.',
  personaMarker('analyst'),
  'Let us look at it.',
  personaMarker('guide'),
  'Breathe first.',
].join('\n')
const userMessage = message({ id: 'm-user', content: 'Hi Orion' })
const assistantMessage = message({ id: 'm-reply', role: 'assistant', content: reply })

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  act(() => clearToasts())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function streamedReply(extra: [string, unknown][] = []): [string, unknown][] {
  return [
    ['user-message', userMessage],
    ...extra,
    ['persona-start', { personaId: 'companion' }],
    ['delta', { personaId: 'companion', text: 'I am here ' }],
    ['delta', { personaId: 'companion', text: 'with you.' }],
    ['persona-end', { personaId: 'companion' }],
    ['delta', { personaId: 'analyst', text: 'Let us look at it.' }],
    ['delta', { personaId: 'guide', text: 'Breathe first.' }],
    ['done', { assistantMessage }],
  ]
}

function chatApi({
  status = trialStatus,
  stream,
  meta = aiMeta,
  messages = [] as ReturnType<typeof message>[],
  activeTurnId,
  more,
}: {
  status?: typeof trialStatus
  stream?: ApiHandler
  meta?: typeof testMeta
  messages?: ReturnType<typeof message>[]
  activeTurnId?: string
  /** Other calls (answers undefined for the ones it leaves to the defaults). */
  more?: ApiHandler
} = {}) {
  let stored = messages
  return stubApi({
    meta,
    handler: (call) => {
      const answer = more?.(call)
      if (answer) return answer
      if (call.path === '/api/subscription/status') return json(status)
      if (call.path === '/api/personas') return json(personas)
      if (call.method === 'POST' && call.path === '/api/sessions') return json(session(), 201)
      if (call.method === 'GET' && call.path === '/api/sessions/s1')
        return json({
          ...session(),
          messages: stored,
          hasMoreBefore: false,
          tokensUsed: 0,
          ...(activeTurnId ? { activeTurnId } : {}),
        })
      if (call.path === '/api/sessions/s1/messages/stream') {
        if (stream) return stream(call)
        stored = [userMessage, assistantMessage]
        return sseResponse(streamedReply())
      }
      return undefined
    },
  })
}

const renderChat = (path = '/') =>
  renderRoutes(
    [
      // As in app/router.tsx: one chat page for / and /c/{id}.
      { element: <ChatPage />, children: [{ index: true }, { path: 'c/:id' }] },
      { path: '/subscribe', element: <h1>Subscribe page</h1> },
    ],
    path,
  )

const composer = () => screen.findByRole('textbox', { name: 'Message Orion' })

describe('chat page: sending', () => {
  it('creates a conversation from the welcome panel and streams a three-persona reply', async () => {
    const user = userEvent.setup()
    const fetchMock = chatApi()
    const { router } = renderChat()
    expect(
      await screen.findByRole('heading', { name: /Good (morning|afternoon|evening), Ada/ }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Research' }))
    await user.type(await composer(), 'Hi Orion{Enter}')

    expect(await screen.findByRole('region', { name: /Nova/ })).toHaveTextContent(
      'I am here with you.',
    )
    expect(screen.getByRole('region', { name: /Atlas/ })).toHaveTextContent('Let us look at it.')
    expect(screen.getByRole('region', { name: /Lyra/ })).toHaveTextContent('Breathe first.')
    expect(screen.getByRole('article', { name: 'Your message' })).toHaveTextContent('Hi Orion')
    expect(getCurrentSession()).toBe('s1')
    // The new conversation has its own address now.
    expect(router.state.location.pathname).toBe('/c/s1')
    expect(await composer()).toHaveValue('')
    const calls = apiCalls(fetchMock)
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/sessions')).toBe(true)
    expect(calls.find((c) => c.path.endsWith('/messages/stream'))?.body).toEqual({
      content: 'Hi Orion',
      imageUrls: [],
      documentIds: [],
      conversationMode: 'research',
      country: 'US',
    })
    expect(localStorage.getItem('orion.conversationMode')).toBe('research')
    expect(localStorage.getItem(`${CHAT_DRAFT_PREFIX}new`)).toBeNull()
  }, 15_000)

  it('shows the message at once, then rolls it back with a toast when sending fails', async () => {
    const user = userEvent.setup()
    localStorage.setItem(CURRENT_SESSION_KEY, 's1')
    let fail: (response: Response) => void = () => {}
    chatApi({ stream: () => new Promise<Response>((resolve) => (fail = resolve)) as never })
    renderChat()
    await screen.findByRole('heading', { name: 'New Conversation' })
    await user.type(await composer(), 'Will this work?{Enter}')
    expect(await screen.findByRole('article', { name: 'Your message' })).toHaveTextContent(
      'Will this work?',
    )
    expect(await composer()).toHaveValue('')
    await act(async () =>
      fail(
        json(
          {
            error: 'internal_error',
            message: 'Something went wrong on our side. Please try again.',
          },
          500,
        ),
      ),
    )
    await expectToast('Message failed', 'Unable to send message. Please try again.')
    expect(screen.queryByRole('article', { name: 'Your message' })).toBeNull()
    expect(await composer()).toHaveValue('Will this work?')
  })

  it("toasts 'Trial Limit Reached' with its sentence when the trial limit stops a message", async () => {
    const user = userEvent.setup()
    localStorage.setItem(CURRENT_SESSION_KEY, 's1')
    const limit = "You've used all 15 free messages. Subscribe for unlimited access!"
    chatApi({ stream: () => json({ error: 'trial_limit_reached', message: limit }, 402) })
    renderChat()
    await user.type(await composer(), 'One more{Enter}')
    await expectToast('Trial Limit Reached', limit)
    expect(screen.queryByText('Message failed')).toBeNull()
  })

  it('stops a reply being generated on the server, restores the text and says so', async () => {
    const user = userEvent.setup()
    localStorage.setItem(CURRENT_SESSION_KEY, 's1')
    let stopped: (events: [string, unknown][]) => void = () => {}
    const fetchMock = chatApi({
      stream: (call) =>
        sseResponse(
          [
            ['turn', { turnId: 't1' }],
            ['user-message', userMessage],
          ],
          { hold: true, signal: call.signal, then: new Promise((resolve) => (stopped = resolve)) },
        ),
      more: (call) => {
        if (call.method !== 'POST' || call.path !== '/api/sessions/s1/turns/t1/cancel') return
        stopped([['cancelled', { turnId: 't1' }]])
        return new Response(null, { status: 204 })
      },
    })
    renderChat()
    await user.type(await composer(), 'Hi Orion{Enter}')
    expect(await screen.findByText(/Orion is gathering its thoughts/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Stop generating' }))
    await expectToast('Generation cancelled')
    expect(apiCalls(fetchMock).map((c) => `${c.method} ${c.path}`)).toContain(
      'POST /api/sessions/s1/turns/t1/cancel',
    )
    expect(await composer()).toHaveValue('Hi Orion')
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled()
  })

  it('opens the conversation of its address and reads the reply still being written', async () => {
    const user = userEvent.setup()
    let finish: (events: [string, unknown][]) => void = () => {}
    const partial = { ...assistantMessage, content: 'I am here', status: 'cancelled' as const }
    const fetchMock = chatApi({
      messages: [userMessage],
      activeTurnId: 't9',
      more: (call) => {
        if (call.method === 'GET' && call.path === '/api/sessions/s1/turns/t9/events')
          return sseResponse(
            [
              ['turn', { turnId: 't9' }],
              ['user-message', userMessage],
              ['persona-start', { personaId: 'companion' }],
              ['delta', { personaId: 'companion', text: 'I am here' }],
            ],
            { hold: true, signal: call.signal, then: new Promise((resolve) => (finish = resolve)) },
          )
        if (call.method === 'POST' && call.path === '/api/sessions/s1/turns/t9/cancel') {
          finish([['done', { assistantMessage: partial }]])
          return new Response(null, { status: 204 })
        }
      },
    })
    renderChat('/c/s1')
    expect(await screen.findByRole('region', { name: /Nova/ })).toHaveTextContent('I am here')
    expect(screen.getAllByRole('article', { name: 'Your message' })).toHaveLength(1)
    expect(getCurrentSession()).toBe('s1')
    // Stop works here too, though another tab (or the page before a reload) sent the message.
    await user.click(screen.getByRole('button', { name: 'Stop generating' }))
    await expectToast('Generation cancelled')
    expect(apiCalls(fetchMock).map((c) => `${c.method} ${c.path}`)).toContain(
      'POST /api/sessions/s1/turns/t9/cancel',
    )
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeInTheDocument()
  })

  it('leaves the conversation of its address for a new one (and the back button returns)', async () => {
    chatApi({ messages: [userMessage, assistantMessage] })
    const { router } = renderChat('/c/s1')
    expect(await screen.findByRole('region', { name: /Atlas/ })).toBeInTheDocument()
    await waitFor(() => expect(getCurrentSession()).toBe('s1'))
    // What the New Conversation button does (app/shell/use-new-conversation.ts).
    await act(async () => {
      setCurrentSession('new')
      await router.navigate('/')
    })
    expect(
      await screen.findByRole('heading', { name: /Good (morning|afternoon|evening), Ada/ }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(getCurrentSession()).toBe('new')
    await act(async () => router.navigate(-1))
    expect(await screen.findByRole('region', { name: /Atlas/ })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/c/s1')
  })

  it("says so when the address names no conversation of this person's", async () => {
    localStorage.setItem(CURRENT_SESSION_KEY, 's1')
    chatApi({
      more: (call) =>
        call.path === '/api/sessions/someone-elses'
          ? json({ error: 'not_found', message: 'Session not found' }, 404)
          : undefined,
    })
    renderChat('/c/someone-elses')
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Start New Conversation' })).toHaveAttribute(
      'href',
      '/',
    )
    expect(screen.queryByRole('textbox', { name: 'Message Orion' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Summarise conversation into memory' })).toBeNull()
    expect(getCurrentSession()).toBe('s1')
  })

  it('shows crisis resources next to the reply when the stream flags a crisis', async () => {
    const user = userEvent.setup()
    localStorage.setItem(CURRENT_SESSION_KEY, 's1')
    chatApi({
      stream: (call) =>
        sseResponse(
          [
            ['user-message', userMessage],
            ['safety', { crisis: true, level: 'high' }],
          ],
          {
            hold: true,
            signal: call.signal,
          },
        ),
    })
    renderChat()
    await user.type(await composer(), 'I feel hopeless{Enter}')
    const panel = await screen.findByRole('region', {
      name: "You don't have to go through this alone",
    })
    expect(within(panel).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988')
  })

  it('shows the AI notice with the turn and puts emergency services first when the model raises the risk mid-reply', async () => {
    const user = userEvent.setup()
    localStorage.setItem(CURRENT_SESSION_KEY, 's1')
    chatApi({
      stream: (call) =>
        sseResponse(
          [
            ['user-message', { ...userMessage, aiDisclosure: true }],
            ['disclosure', { text: 'Orion is an AI, not a human.' }],
            ['persona-start', { personaId: 'companion' }],
            ['delta', { personaId: 'companion', text: 'I am here with you.' }],
            ['safety', { crisis: true, level: 'imminent' }],
          ],
          { hold: true, signal: call.signal },
        ),
    })
    renderChat()
    await user.type(await composer(), 'I took them all{Enter}')
    expect(await screen.findByRole('complementary', { name: 'Orion is an AI' })).toHaveTextContent(
      /not a human/,
    )
    const panel = await screen.findByRole('region', { name: 'Your safety comes first' })
    expect(within(panel).getAllByRole('link')[0]).toHaveAttribute('href', 'tel:911')
  })

  it('shows an actionable notice instead of the composer when no AI is configured', async () => {
    chatApi({ meta: { ...testMeta, aiProvider: 'none' } })
    renderChat()
    expect(
      await screen.findByRole('heading', { name: /no AI model is configured on this server/ }),
    ).toBeInTheDocument()
    expect(screen.getByText('AI_BASE_URL')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Message Orion' })).toBeNull()
  })

  const localModel = (overrides: object = {}) => ({
    state: 'missing',
    model: {
      name: 'Qwen2.5 1.5B Instruct (Q4_K_M)',
      fileName: 'qwen2.5-1.5b-instruct-q4_k_m.gguf',
      sizeBytes: 1_117_320_736,
      licence: 'Apache-2.0',
      licenceUrl: 'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/blob/r/LICENSE',
    },
    progress: null,
    error: null,
    contextSize: null,
    sequences: 4,
    canDownload: true,
    ownerName: 'Ada Owner',
    ...overrides,
  })

  it("offers the server's owner the local model's download, with its progress", async () => {
    const user = userEvent.setup()
    chatApi({
      meta: { ...testMeta, aiProvider: 'none' },
      more: (call) => {
        if (call.path === '/api/local-model') return json(localModel())
        if (call.method === 'POST' && call.path === '/api/local-model/download') {
          const progress = {
            receivedBytes: 558_000_000,
            totalBytes: 1_117_320_736,
            percent: 49.9,
            bytesPerSecond: 12_000_000,
            secondsLeft: 46.6,
          }
          return sseResponse([['progress', progress]], { hold: true })
        }
        return undefined
      },
    })
    renderChat()
    const card = await screen.findByRole('region', { name: /no AI model is configured/ })
    expect(card).toHaveTextContent('Qwen2.5 1.5B Instruct (Q4_K_M), 1.04 GB, licence Apache-2.0.')
    expect(within(card).getByText('AI_BASE_URL')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Download' }))
    expect(await within(card).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50')
    expect(within(card).getByTestId('download-progress')).toHaveTextContent(
      '50 % · 532.2 MB of 1.04 GB · 11.4 MB/s · 47 s left',
    )
    expect(within(card).getByRole('button', { name: 'Downloading...' })).toBeDisabled()
  })

  it('tells everyone else who owns the server instead of offering the download', async () => {
    chatApi({
      meta: { ...testMeta, aiProvider: 'none' },
      more: (call) =>
        call.path === '/api/local-model' ? json(localModel({ canDownload: false })) : undefined,
    })
    renderChat()
    const card = await screen.findByRole('region', { name: /no AI model is configured/ })
    expect(await within(card).findByText(/Only the owner of this server/)).toHaveTextContent(
      'Only the owner of this server can download it: ask Ada Owner.',
    )
    expect(within(card).queryByRole('button', { name: 'Download' })).toBeNull()
  })

  it('shows the stored conversation of the current session', async () => {
    localStorage.setItem(CURRENT_SESSION_KEY, 's1')
    chatApi({ messages: [userMessage, assistantMessage] })
    renderChat()
    expect(await screen.findByRole('region', { name: /Atlas/ })).toHaveTextContent(
      'Let us look at it.',
    )
    expect(
      screen.getByRole('button', { name: 'Summarise conversation into memory' }),
    ).toBeInTheDocument()
  })
})

describe('chat page: trial', () => {
  it("toasts 'Trial Ending Soon' at 5 remaining, once per browser session", async () => {
    chatApi({ status: { ...trialStatus, messagesRemaining: 5 } })
    const first = renderChat()
    await expectToast('Trial Ending Soon')
    expect(
      await screen.findByText(/5 free messages left/, { selector: '[role="status"] span' }),
    ).toBeInTheDocument()
    first.unmount()
    act(() => clearToasts())
    renderChat()
    await screen.findByText(/5 free messages left/, { selector: '[role="status"] span' })
    expect(screen.queryByText('Trial Ending Soon', { selector: 'li *' })).toBeNull()
  })

  it("toasts 'Free Trial Complete' at 0, shows the limit banner and goes to /subscribe after 3 s", async () => {
    chatApi({
      status: { ...trialStatus, messagesRemaining: 0, subscriptionRequired: true },
    })
    const { router } = renderChat()
    await expectToast('Free Trial Complete')
    const banner = await screen.findByRole('alert')
    expect(within(banner).getByRole('heading', { name: 'Trial Limit Reached' })).toBeInTheDocument()
    expect(banner).toHaveTextContent(
      "You've used all 15 free messages. Subscribe for unlimited access!",
    )
    expect(within(banner).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/subscribe',
    )
    expect(router.state.location.pathname).toBe('/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'), {
      timeout: 4000,
    })
  })

  it('does not redirect an exempt user', async () => {
    chatApi({
      status: {
        ...trialStatus,
        messagesRemaining: null,
        subscriptionRequired: true,
        isExempt: true,
      },
    })
    renderChat()
    await composer()
    expect(screen.queryByRole('heading', { name: 'Trial Limit Reached' })).toBeNull()
  })
})
