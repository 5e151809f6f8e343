import type { JournalEntry, Notebook } from '@orion/contracts/journal'
import type { UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import { PageSpinnerInline } from '@/components/ui/spinner'
import type { JournalSummary } from '@/features/journal/api/journal-summary'
import { JOURNAL_LIST_LIMIT } from '@/features/journal/api/list-entries'
import { useMoveEntry } from '@/features/journal/api/move-entry'
import { ALL_ENTRIES } from '@/features/journal/api/query-keys'
import { DeleteEntryDialog } from '@/features/journal/components/delete-entry-dialog'
import { DeleteNotebookDialog } from '@/features/journal/components/delete-notebook-dialog'
import { EntryCard } from '@/features/journal/components/entry-card'
import { EntryFormDialog } from '@/features/journal/components/entry-form-dialog'
import { EmptyJournal, NoMatchingEntries } from '@/features/journal/components/empty-journal'
import { JournalFilters, type FilterValues } from '@/features/journal/components/journal-filters'
import { NotebookFormDialog } from '@/features/journal/components/notebook-form-dialog'
import { NotebookStrip } from '@/features/journal/components/notebook-strip'
import { toastError } from '@/lib/toast'

/** Keeps a chosen value in its select even when it is no longer in use. */
function withSelected(values: string[] | undefined, selected: string): string[] {
  const list = values ?? []
  return selected && !list.includes(selected) ? [selected, ...list] : list
}

/** The Journal Entries tab: filters, the notebook strip, the cards and their dialogs. */
export function JournalEntriesTab({
  filters,
  onFiltersChange,
  folder,
  onFolderChange,
  entries,
  notebooks,
  summary,
  onCreate,
}: {
  filters: FilterValues
  onFiltersChange: (changes: Partial<FilterValues>) => void
  folder: string
  onFolderChange: (folder: string) => void
  entries: UseQueryResult<JournalEntry[]>
  notebooks: Notebook[]
  summary: JournalSummary | undefined
  onCreate: () => void
}) {
  const [editing, setEditing] = useState<JournalEntry | null>(null)
  const [deleting, setDeleting] = useState<JournalEntry | null>(null)
  const [notebookForm, setNotebookForm] = useState<{ notebook: Notebook | null } | null>(null)
  const [deletingNotebook, setDeletingNotebook] = useState<Notebook | null>(null)
  const [dragging, setDragging] = useState<JournalEntry | null>(null)
  const move = useMoveEntry()
  const list = entries.data ?? []
  const filtered = filters.search.trim() !== '' || filters.tag !== '' || filters.mood !== ''

  function moveTo(entry: JournalEntry, notebookId: string | null) {
    if (entry.notebookId === notebookId) return
    move.mutate(
      { entry, notebookId },
      {
        onError: (error) => toastError('Error', error, 'Failed to move entry'),
      },
    )
  }

  function dropEntry(entryId: string, notebookId: string | null) {
    const entry =
      dragging?.entryId === entryId ? dragging : list.find((item) => item.entryId === entryId)
    setDragging(null)
    if (entry) moveTo(entry, notebookId)
  }

  const noEntriesAtAll = summary ? summary.total === 0 : folder === ALL_ENTRIES

  return (
    <>
      <JournalFilters
        values={filters}
        tags={withSelected(summary?.tags, filters.tag)}
        moods={withSelected(summary?.moods, filters.mood)}
        onChange={onFiltersChange}
      />
      <NotebookStrip
        notebooks={notebooks}
        unfiledCount={summary?.unfiledCount ?? 0}
        selected={folder}
        dragActive={dragging !== null}
        onSelect={onFolderChange}
        onDropEntry={dropEntry}
        onCreate={() => setNotebookForm({ notebook: null })}
        onEdit={(notebook) => setNotebookForm({ notebook })}
        onDelete={setDeletingNotebook}
      />
      {entries.isPending ? (
        <PageSpinnerInline label="Loading journal entries..." />
      ) : entries.isError ? (
        <p role="alert" className="text-star-muted">
          Your journal entries could not be loaded. Please refresh the page.
        </p>
      ) : list.length === 0 && !filtered && noEntriesAtAll ? (
        <EmptyJournal onCreate={onCreate} />
      ) : list.length === 0 ? (
        <NoMatchingEntries filtered={filtered} inNotebook={folder !== ALL_ENTRIES} />
      ) : (
        <>
          <ul
            data-telemetry-private
            aria-label="Journal entries"
            aria-busy={entries.isFetching}
            className="grid gap-4 sm:grid-cols-2"
          >
            {list.map((entry) => (
              <EntryCard
                key={entry.entryId}
                entry={entry}
                notebooks={notebooks}
                dragging={dragging?.entryId === entry.entryId}
                onDragChange={setDragging}
                onEdit={setEditing}
                onDelete={setDeleting}
                onMove={moveTo}
              />
            ))}
          </ul>
          {list.length >= JOURNAL_LIST_LIMIT ? (
            <p className="mt-4 text-sm text-star-muted">
              Showing the first {JOURNAL_LIST_LIMIT} entries. Search or filter to find older ones.
            </p>
          ) : null}
        </>
      )}
      <EntryFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        entry={editing}
        notebooks={notebooks}
      />
      <DeleteEntryDialog entry={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      <NotebookFormDialog
        open={notebookForm !== null}
        onOpenChange={(open) => !open && setNotebookForm(null)}
        notebook={notebookForm?.notebook ?? null}
      />
      <DeleteNotebookDialog
        notebook={deletingNotebook}
        onOpenChange={(open) => !open && setDeletingNotebook(null)}
        onDeleted={(notebook) => {
          if (folder === notebook.notebookId) onFolderChange(ALL_ENTRIES)
        }}
      />
    </>
  )
}
