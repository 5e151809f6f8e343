import * as Tabs from '@radix-ui/react-tabs'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Page } from '@/components/ui/page'
import { useJournalSummary } from '@/features/journal/api/journal-summary'
import { useJournalEntries } from '@/features/journal/api/list-entries'
import { useNotebooks } from '@/features/journal/api/list-notebooks'
import { ALL_ENTRIES } from '@/features/journal/api/query-keys'
import { EntryFormDialog } from '@/features/journal/components/entry-form-dialog'
import { GalleryTab } from '@/features/journal/components/gallery/gallery-tab'
import { ExportJournalButton } from '@/features/journal/components/export-journal-button'
import { JournalEntriesTab } from '@/features/journal/components/journal-entries-tab'
import type { FilterValues } from '@/features/journal/components/journal-filters'
import { useDebouncedValue } from '@/hooks/use-debounced-value'

export const SEARCH_DEBOUNCE_MS = 300

const tabClasses =
  'rounded-lg px-3 py-2 text-sm font-medium text-star-muted hover:text-star data-[state=active]:bg-accent-strong data-[state=active]:text-white'

/** Journal screen: Journal Entries and Image Gallery. */
export default function JournalPage() {
  const [filters, setFilters] = useState<FilterValues>({
    search: '',
    tag: '',
    mood: '',
    sort: 'newest',
  })
  const [folder, setFolder] = useState(ALL_ENTRIES)
  const [creating, setCreating] = useState(false)
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS)
  const entries = useJournalEntries({ ...filters, search, notebookId: folder })
  const notebooks = useNotebooks()
  const summary = useJournalSummary()
  const notebookList = notebooks.data ?? []

  return (
    <Page
      title="Notebooks"
      intro="Write, tag and file your journal entries."
      actions={
        <div className="flex gap-2">
          <ExportJournalButton entries={entries.data ?? []} notebooks={notebookList} />
          <button type="button" onClick={() => setCreating(true)} className={buttonClasses()}>
            <Plus className="size-4" aria-hidden="true" />
            New Entry
          </button>
        </div>
      }
    >
      <Tabs.Root defaultValue="entries">
        <Tabs.List
          aria-label="Journal sections"
          className="mb-6 flex w-fit gap-1 rounded-xl border border-white/10 bg-night-800/70 p-1"
        >
          <Tabs.Trigger value="entries" className={tabClasses}>
            Journal Entries
          </Tabs.Trigger>
          <Tabs.Trigger value="gallery" className={tabClasses}>
            Image Gallery
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="entries">
          <JournalEntriesTab
            filters={filters}
            onFiltersChange={(changes) => setFilters((current) => ({ ...current, ...changes }))}
            folder={folder}
            onFolderChange={setFolder}
            entries={entries}
            notebooks={notebookList}
            summary={summary.data}
            onCreate={() => setCreating(true)}
          />
        </Tabs.Content>
        <Tabs.Content value="gallery">
          <GalleryTab />
        </Tabs.Content>
      </Tabs.Root>
      <EntryFormDialog
        open={creating}
        onOpenChange={setCreating}
        entry={null}
        notebooks={notebookList}
        defaultNotebookId={folder === ALL_ENTRIES ? null : folder}
      />
    </Page>
  )
}
