import type { Memory } from '@orion/contracts/memory'
import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import MemoryPage from '@/features/memory/components/memory-page'
import { clearToasts } from '@/lib/toast'
import { apiCalls, json, renderRoutes, stubApi, type ApiHandler } from '@/test/api-stub'
import { expectToast } from '@/test/toasts'

configure({ asyncUtilTimeout: 3000 })

function memory(overrides: Partial<Memory> = {}): Memory {
  return {
    memoryId: 'mem-1',
    summary: 'Ada keeps a telescope on her balcony.',
    keywords: ['stars', 'telescope'],
    emotionalContext: 'calm',
    conversationDate: '2025-01-02T10:00:00.000Z',
    conversationTitle: 'Stargazing',
    source: 'message',
    sessionId: 's1',
    createdAt: '2025-01-03T10:00:00.000Z',
    updatedAt: '2025-01-03T10:00:00.000Z',
    ...overrides,
  }
}

function memoryApi({
  memories = [memory()],
  consolidated = null as string | null,
  handler,
}: { memories?: Memory[]; consolidated?: string | null; handler?: ApiHandler } = {}) {
  let stored = consolidated
  return stubApi({
    handler: (call) => {
      const answer = handler?.(call)
      if (answer) return answer
      if (call.method === 'GET' && call.path === '/api/memories')
        return json({ memories, tokensUsed: 0, tokenBudget: 250_000 })
      if (call.method === 'GET' && call.path === '/api/consolidated-memory')
        return json({
          consolidatedMemory: stored,
          updatedAt: stored ? '2025-01-04T10:00:00Z' : null,
        })
      if (call.method === 'POST' && call.path === '/api/memories/generate-summary') {
        stored = 'Ada is an astronomer at heart.'
        return json({ summaryLength: 1234 })
      }
      return undefined
    },
  })
}

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(blob)
  })
}

const renderPage = () => renderRoutes([{ path: '/memory', element: <MemoryPage /> }], '/memory')

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  act(() => clearToasts())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('memory page', () => {
  it('lists the memories under the token meter', async () => {
    // 122,981 + 'stars telescope' (15) + 'calm' (4) = 123,000 characters = 30,750 tokens = 12.3%.
    memoryApi({ memories: [memory({ summary: 'a'.repeat(122_981) })] })
    renderPage()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Internal Memory' }),
    ).toBeInTheDocument()
    const meter = await screen.findByRole('progressbar', { name: 'Memory usage' })
    expect(meter).toHaveAttribute('aria-valuemax', '250000')
    expect(meter).toHaveAttribute('aria-valuenow', '30750')
    expect(screen.getByTestId('memory-usage-percent')).toHaveTextContent('12.3%')
    const item = within(screen.getByRole('list', { name: 'Memories' })).getByRole('listitem', {
      name: 'Stargazing',
    })
    expect(item).toHaveTextContent('Jan 2, 2025')
    expect(item).toHaveTextContent('Saved Jan 3, 2025')
    expect(item).toHaveTextContent('Feeling: calm')
    expect(within(item).getByRole('list', { name: 'Keywords' })).toHaveTextContent('starstelescope')
  })

  it('shows an empty state, disables Smart Summary and refuses to export nothing', async () => {
    const user = userEvent.setup()
    memoryApi({ memories: [] })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'No memories yet' })).toBeInTheDocument()
    expect(screen.getByTestId('memory-usage-percent')).toHaveTextContent('0.0%')
    expect(screen.getByRole('button', { name: 'Smart Summary' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Export All' }))
    await expectToast('No memories to export', 'You need to save some memories first.')
  })

  it('runs Smart Summary, toasts the length and shows the new consolidated memory', async () => {
    const user = userEvent.setup()
    const fetchMock = memoryApi()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Smart Summary' }))
    await expectToast(
      'Smart Summary complete',
      'Your consolidated memory now holds 1,234 characters.',
    )
    expect(apiCalls(fetchMock).some((c) => c.path === '/api/memories/generate-summary')).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Additional Context' }))
    const dialog = await screen.findByRole('dialog', { name: 'Additional Context' })
    expect(await within(dialog).findByText('Ada is an astronomer at heart.')).toBeInTheDocument()
  })

  it('exports every memory as a .txt file', async () => {
    const user = userEvent.setup()
    let exported: Blob | null = null
    // jsdom has no object URLs.
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        exported = blob
        return 'blob:memories'
      }),
      revokeObjectURL: vi.fn(),
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    memoryApi()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Export All' }))
    await expectToast('Memories exported')
    expect(click).toHaveBeenCalled()
    const link = click.mock.contexts[0] as HTMLAnchorElement
    expect(link.download).toMatch(/^orion-memories-\d{4}-\d{2}-\d{2}\.txt$/)
    expect(await readText(exported!)).toBe(
      [
        '# Orion memories',
        '',
        'Title: Stargazing',
        'Date: 2025-01-02T10:00:00.000Z',
        'Keywords: stars, telescope',
        'Feeling: calm',
        '',
        'Ada keeps a telescope on her balcony.',
        '',
      ].join('\n'),
    )
  })
})

describe('memory page: edit and delete', () => {
  it('disables Save while the text is blank, then saves the edit', async () => {
    const user = userEvent.setup()
    const fetchMock = memoryApi({
      handler: (call) =>
        call.method === 'PATCH' ? json(memory({ summary: 'Ada has two telescopes.' })) : undefined,
    })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Edit memory' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit memory' })
    const text = within(dialog).getByRole('textbox', { name: 'Memory' })
    expect(text).toHaveValue('Ada keeps a telescope on her balcony.')
    await user.clear(text)
    await user.type(text, '   ')
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
    await user.clear(text)
    await user.type(text, 'Ada has two telescopes.')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await expectToast('Memory updated')
    expect(apiCalls(fetchMock).find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/memories/mem-1',
      body: { summary: 'Ada has two telescopes.' },
    })
  })

  it("toasts 'Failed to update memory' when the save fails", async () => {
    const user = userEvent.setup()
    memoryApi({
      handler: (call) =>
        call.method === 'PATCH'
          ? json(
              {
                error: 'internal_error',
                message: 'Something went wrong on our side. Please try again.',
              },
              500,
            )
          : undefined,
    })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Edit memory' }))
    await user.type(screen.getByRole('textbox', { name: 'Memory' }), ' More.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await expectToast('Failed to update memory', 'Please try again later.')
  })

  it("asks before deleting, and shows the server's message when deleting fails", async () => {
    const user = userEvent.setup()
    memoryApi({
      handler: (call) =>
        call.method === 'DELETE'
          ? json({ error: 'not_found', message: 'That memory no longer exists.' }, 404)
          : undefined,
    })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Delete memory' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this memory?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await expectToast('Error deleting memory', 'That memory no longer exists.')
  })
})

describe('memory page: import', () => {
  const input = () => screen.getByLabelText('Import memories from a file')

  it('refuses a file of the wrong type before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const fetchMock = memoryApi()
    renderPage()
    await screen.findByRole('list', { name: 'Memories' })
    await user.upload(input(), new File(['x'], 'photo.png', { type: 'image/png' }))
    await expectToast('Invalid file type', 'Please upload a .txt, .doc, or .docx file.')
    expect(apiCalls(fetchMock).some((c) => c.path === '/api/memories/import')).toBe(false)
  })

  it('refuses a file over 10MB before sending it', async () => {
    const user = userEvent.setup()
    const fetchMock = memoryApi()
    renderPage()
    await screen.findByRole('list', { name: 'Memories' })
    const big = new File(['x'], 'notes.txt', { type: 'text/plain' })
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 })
    await user.upload(input(), big)
    await expectToast('File too large', 'File must be smaller than 10MB.')
    expect(apiCalls(fetchMock).some((c) => c.path === '/api/memories/import')).toBe(false)
  })

  it('sends the file as multipart and toasts the count', async () => {
    const user = userEvent.setup()
    const fetchMock = memoryApi({
      handler: (call) => (call.path === '/api/memories/import' ? json({ count: 3 }) : undefined),
    })
    renderPage()
    await screen.findByRole('list', { name: 'Memories' })
    await user.upload(input(), new File(['A memory'], 'notes.txt', { type: 'text/plain' }))
    await expectToast('Import complete', 'Imported 3 memories.')
    const init = fetchMock.mock.calls.find(([url]) => String(url).includes('/import'))?.[1]
    const sent = (init?.body as FormData).get('file')
    expect(sent).toBeInstanceOf(File)
    expect((sent as File).name).toBe('notes.txt')
  })

  it("toasts 'Import failed' with the server's message", async () => {
    const user = userEvent.setup()
    memoryApi({
      handler: (call) =>
        call.path === '/api/memories/import'
          ? json(
              {
                error: 'memory_budget_exceeded',
                message: 'Your memory is full. Delete some memories first.',
              },
              409,
            )
          : undefined,
    })
    renderPage()
    await screen.findByRole('list', { name: 'Memories' })
    await user.upload(input(), new File(['A memory'], 'notes.docx', { type: '' }))
    await expectToast('Import failed', 'Your memory is full. Delete some memories first.')
  })
})

describe('Additional Context dialog', () => {
  it('says there is none yet and how to make one', async () => {
    const user = userEvent.setup()
    memoryApi()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Additional Context' }))
    expect(await screen.findByText('No consolidated memory yet')).toBeInTheDocument()
    expect(
      screen.getByText('Use the Smart Summary button to generate a consolidated memory.'),
    ).toBeInTheDocument()
  })

  it('counts characters while editing and Cancel restores the stored text', async () => {
    const user = userEvent.setup()
    memoryApi({ consolidated: 'Ada likes stars.' })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Additional Context' }))
    const dialog = await screen.findByRole('dialog', { name: 'Additional Context' })
    expect(await within(dialog).findByText('Ada likes stars.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }))
    const text = within(dialog).getByRole('textbox', { name: 'Consolidated memory' })
    expect(within(dialog).getByText('Characters: 16 / 30,000')).toBeInTheDocument()
    await user.clear(text)
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
    await user.type(text, 'Something else entirely')
    expect(within(dialog).getByText('Characters: 23 / 30,000')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(within(dialog).getByText('Ada likes stars.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }))
    expect(within(dialog).getByRole('textbox', { name: 'Consolidated memory' })).toHaveValue(
      'Ada likes stars.',
    )
  })

  it('uses a thousands separator in the counter', async () => {
    const user = userEvent.setup()
    memoryApi({ consolidated: 'x'.repeat(12_345) })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Additional Context' }))
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    expect(screen.getByText('Characters: 12,345 / 30,000')).toBeInTheDocument()
  })

  it("toasts 'Failed to update consolidated memory' with the server's message", async () => {
    const user = userEvent.setup()
    memoryApi({
      consolidated: 'Ada likes stars.',
      handler: (call) =>
        call.method === 'POST' && call.path === '/api/consolidated-memory'
          ? json({ error: 'validation_error', message: 'Too long.' }, 400)
          : undefined,
    })
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Additional Context' }))
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    await user.type(screen.getByRole('textbox', { name: 'Consolidated memory' }), ' More.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await expectToast('Failed to update consolidated memory', 'Too long.')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled())
  })
})
