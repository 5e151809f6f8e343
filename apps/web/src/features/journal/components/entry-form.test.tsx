import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EntryForm } from '@/features/journal/components/entry-form'
import {
  ENTRY_DRAFT_TTL_MS,
  entryDraftKey,
  readEntryDraft,
  writeEntryDraft,
} from '@/features/journal/entry-drafts'
import { emptyEntryValues } from '@/features/journal/entry-form-schema'

const key = entryDraftKey('user-1', null)

function renderForm(onSubmit = vi.fn()) {
  return render(
    <EntryForm
      original={emptyEntryValues()}
      draftKey={key}
      notebooks={[]}
      submitLabel="Create entry"
      pendingLabel="Creating..."
      pending={false}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  )
}

describe('journal entry drafts (spec part 2 §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("keys drafts per user and entry under 'orion.journalDraft.'", () => {
    expect(entryDraftKey('u1', null)).toBe('orion.journalDraft.u1.new')
    expect(entryDraftKey('u1', 'e9')).toBe('orion.journalDraft.u1.e9')
  })

  it("saves a draft 1 s after the last change, saying 'Saving...' then 'Draft saved'", () => {
    renderForm()
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Rainy day' } })
    expect(screen.getByText('Saving...')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(999))
    expect(localStorage.getItem(key)).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Draft saved')).toBeInTheDocument()
    expect(readEntryDraft(key)).toMatchObject({ title: 'Rainy day', isPrivate: true })
    expect(JSON.parse(localStorage.getItem(key)!).savedAt).toBe(Date.now())
  })

  it('restores the draft when the form opens again', () => {
    const first = renderForm()
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Half a thought' } })
    act(() => vi.advanceTimersByTime(1000))
    first.unmount()
    renderForm()
    expect(screen.getByLabelText('Content')).toHaveValue('Half a thought')
    expect(screen.getByText('Your unsaved draft was restored.')).toBeInTheDocument()
  })

  it('saves a pending change at once when the form closes within the second', () => {
    const view = renderForm()
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Quick' } })
    view.unmount()
    expect(readEntryDraft(key)?.title).toBe('Quick')
  })

  it('forgets a draft older than 24 hours', () => {
    writeEntryDraft(key, { ...emptyEntryValues(), title: 'Old news' })
    vi.setSystemTime(Date.now() + ENTRY_DRAFT_TTL_MS + 1)
    renderForm()
    expect(screen.getByLabelText('Title')).toHaveValue('')
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('keeps a draft of exactly 24 hours', () => {
    writeEntryDraft(key, { ...emptyEntryValues(), title: 'Just in time' })
    vi.setSystemTime(Date.now() + ENTRY_DRAFT_TTL_MS)
    expect(readEntryDraft(key)?.title).toBe('Just in time')
  })

  it('discards the draft on request and returns to the saved values', () => {
    writeEntryDraft(key, { ...emptyEntryValues(), title: 'Scrap this' })
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }))
    expect(screen.getByLabelText('Title')).toHaveValue('')
    act(() => vi.advanceTimersByTime(1000))
    expect(localStorage.getItem(key)).toBeNull()
  })
})

describe('journal entry validation', () => {
  it("says 'Title is required' and 'Content is required' and does not submit", async () => {
    const onSubmit = vi.fn()
    renderForm(onSubmit)
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create entry' }))
    expect(await screen.findByText('Title is required')).toBeInTheDocument()
    expect(screen.getByText('Content is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits trimmed values with the private toggle on by default', async () => {
    const onSubmit = vi.fn()
    renderForm(onSubmit)
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Walk ' } })
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'By the river' } })
    expect(screen.getByRole('switch', { name: 'Private' })).toBeChecked()
    fireEvent.click(screen.getByRole('button', { name: 'Create entry' }))
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: 'Walk',
      content: 'By the river',
      mood: '',
      tags: [],
      isPrivate: true,
      notebookId: '',
    })
  })
})
