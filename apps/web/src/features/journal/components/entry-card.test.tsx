import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { EntryCard } from '@/features/journal/components/entry-card'
import { entry, notebook } from '@/features/journal/journal-test-kit'

function renderCard(overrides: Parameters<typeof entry>[0] = {}, notebooks = [notebook()]) {
  render(
    <ul>
      <EntryCard
        entry={entry(overrides)}
        notebooks={notebooks}
        dragging={false}
        onDragChange={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        onMove={vi.fn()}
      />
    </ul>,
  )
  return screen.getByRole('listitem', { name: overrides.title ?? 'Morning pages' })
}

describe('journal entry card', () => {
  it('shows the title, the created date as MMM d, yyyy, the mood and the content', () => {
    const card = renderCard({ createdAt: '2026-03-05T09:00:00.000Z' })
    expect(within(card).getByRole('heading', { name: 'Morning pages' })).toBeInTheDocument()
    expect(within(card).getByText('Mar 5, 2026')).toBeInTheDocument()
    expect(within(card).getByText('Calm')).toBeInTheDocument()
    expect(within(card).getByText('Woke up early and wrote.')).toHaveClass('line-clamp-2')
    expect(within(card).queryByText('edited')).not.toBeInTheDocument()
  })

  it("marks an entry 'edited' when its updated time differs from its created time", () => {
    const card = renderCard({ updatedAt: '2026-03-06T10:00:00.000Z' })
    expect(within(card).getByText('edited')).toBeInTheDocument()
  })

  it("shows the first two tags and '+N' for the rest", () => {
    const card = renderCard({ tags: ['one', 'two', 'three', 'four', 'five'] })
    expect(within(card).getByText('#one')).toBeInTheDocument()
    expect(within(card).getByText('#two')).toBeInTheDocument()
    expect(within(card).queryByText('#three')).not.toBeInTheDocument()
    expect(within(card).getByText('+3')).toHaveAttribute('title', 'three, four, five')
  })

  it('takes its notebook colour for the border, and the default teal without one', () => {
    expect(renderCard({ entryId: 'a', title: 'Filed', notebookId: 'n1' })).toHaveStyle({
      borderColor: '#F472B6',
    })
    expect(renderCard({ entryId: 'b', title: 'Unfiled', notebookId: null })).toHaveStyle({
      borderColor: '#79CBCA',
    })
  })

  it('has edit, delete and move buttons named after the entry', () => {
    const card = renderCard()
    expect(within(card).getByRole('button', { name: 'Edit Morning pages' })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Delete Morning pages' })).toBeInTheDocument()
    expect(
      within(card).getByRole('button', { name: 'Move Morning pages to...' }),
    ).toBeInTheDocument()
  })
})
