import { personaMarker } from '@orion/contracts/chat'
import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ChatPage from '@/features/chat/components/chat-page'
import { CURRENT_SESSION_KEY, getCurrentSession } from '@/lib/current-session'
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
}: {
  status?: typeof trialStatus
  stream?: ApiHandler
  meta?: typeof testMeta
  messages?: ReturnType<typeof message>[]
} = {}) {
  let stored = messages
  return stubApi({
    meta,
    handler: (call) => {
      if (call.path === '/api/subscription/status') return json(status)
      if (call.path === '/api/personas') return json(personas)
      if (call.method === 'POST' && call.path === '/api/sessions') return json(session(), 201)
      if (call.method === 'GET' && call.path === '/api/sessions/s1')
        return json({ ...session(), messages: stored, hasMoreBefore: false, tokensUsed: 0 })
      if (call.path === '/api/sessions/s1/messages/stream') {
        if (stream) return stream(call)
        stored = [userMessage, assistantMessage]
        return sseResponse(streamedReply())
      }
      return undefined
    },
  })
}

const renderChat = () =>
  renderRoutes(
    [
      { path: '/', element: <ChatPage /> },
      { path: '/subscribe', element: <h1>Subscribe page</h1> },
    ],
    '/',
  )

const composer = () => screen.findByRole('textbox', { name: 'Message Orion' })

describe('chat page: sending', () => {
  it('creates a conversation from the welcome panel and streams a three-persona reply', async () => {
    const user = userEvent.setup()
    const fetchMock = chatApi()
    renderChat()
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
    await act(async () => fail(json({ error: 'internal', message: 'Boom' }, 500)))
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

  it('cancels a reply being generated, restores the text and says so', async () => {
    const user = userEvent.setup()
    localStorage.setItem(CURRENT_SESSION_KEY, 's1')
    chatApi({
      stream: (call) =>
        sseResponse([['user-message', userMessage]], { hold: true, signal: call.signal }),
    })
    renderChat()
    await user.type(await composer(), 'Hi Orion{Enter}')
    expect(await screen.findByText(/Orion is gathering its thoughts/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Stop generating' }))
    await expectToast('Generation cancelled')
    expect(await composer()).toHaveValue('Hi Orion')
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled()
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
