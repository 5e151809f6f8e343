import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionHeader } from '@/features/chat/components/session-header'
import { clearToasts } from '@/lib/toast'
import { apiCalls, json, renderRoutes, stubApi, type ApiHandler } from '@/test/api-stub'
import { expectToast } from '@/test/toasts'

const open = { id: 's1', title: 'Stargazing', isFavorite: false }

function renderHeader(handler: ApiHandler, session: typeof open | null = open) {
  const fetchMock = stubApi({ handler })
  renderRoutes([{ path: '/', element: <SessionHeader session={session} /> }], '/')
  return fetchMock
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  act(() => clearToasts())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('brain icon: summarise the conversation into memory', () => {
  it('is busy while the server summarises, then says it is saved', async () => {
    const user = userEvent.setup()
    let answer: (response: Response) => void = () => {}
    const fetchMock = renderHeader((call) =>
      call.path === '/api/sessions/memory'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : undefined,
    )
    const brain = screen.getByRole('button', { name: 'Summarise conversation into memory' })
    await user.click(brain)
    expect(brain).toBeDisabled()
    expect(brain).toHaveAttribute('aria-busy', 'true')
    await act(async () => answer(json({ memoryId: 'mem-1' }, 201)))
    await expectToast('Conversation saved to memory')
    expect(brain).toBeEnabled()
    expect(apiCalls(fetchMock).find((c) => c.path === '/api/sessions/memory')?.body).toEqual({
      sessionId: 's1',
    })
  })

  it("toasts 'Memory save failed' when it fails", async () => {
    const user = userEvent.setup()
    renderHeader((call) =>
      call.path === '/api/sessions/memory'
        ? json({ error: 'ai_unavailable', message: 'The AI model is not reachable.' }, 503)
        : undefined,
    )
    await user.click(screen.getByRole('button', { name: 'Summarise conversation into memory' }))
    await expectToast('Memory save failed', 'The AI model is not reachable.')
  })

  it('is disabled before the conversation exists', () => {
    renderHeader(() => undefined, null)
    expect(
      screen.getByRole('button', { name: 'Summarise conversation into memory' }),
    ).toBeDisabled()
  })
})

describe('Research Summary', () => {
  it('creates the research-summary journal entry', async () => {
    const user = userEvent.setup()
    const fetchMock = renderHeader((call) =>
      call.path === '/api/journal/research-summary'
        ? json({ title: 'Research Summary: Stargazing - Mar 4, 2025' }, 201)
        : undefined,
    )
    await user.click(screen.getByRole('button', { name: 'Conversation options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Research Summary' }))
    await expectToast('Research summary saved')
    expect(
      apiCalls(fetchMock).find((c) => c.path === '/api/journal/research-summary')?.body,
    ).toEqual({ sessionId: 's1' })
  })

  it("toasts 'Research Summary Failed' with the server's sentence when the model fails", async () => {
    const user = userEvent.setup()
    const failed = 'The research summary could not be written. Please try again in a moment.'
    renderHeader((call) =>
      call.path === '/api/journal/research-summary'
        ? json({ error: 'research_summary_failed', message: failed }, 502)
        : undefined,
    )
    await user.click(screen.getByRole('button', { name: 'Conversation options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Research Summary' }))
    await expectToast('Research Summary Failed', failed)
  })
})
