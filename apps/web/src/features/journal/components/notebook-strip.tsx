import { DEFAULT_NOTEBOOK_COLOR, type Notebook } from '@orion/contracts/journal'
import { FolderPlus } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { ALL_ENTRIES } from '@/features/journal/api/query-keys'
import { NotebookFolder } from '@/features/journal/components/notebook-folder'

/**
 * All Entries (the entries without a notebook), one folder per notebook and 'New Notebook'
 * It scrolls sideways on narrow screens.
 */
export function NotebookStrip({
  notebooks,
  unfiledCount,
  selected,
  dragActive,
  onSelect,
  onDropEntry,
  onCreate,
  onEdit,
  onDelete,
}: {
  notebooks: Notebook[]
  unfiledCount: number
  selected: string
  dragActive: boolean
  onSelect: (folder: string) => void
  onDropEntry: (entryId: string, notebookId: string | null) => void
  onCreate: () => void
  onEdit: (notebook: Notebook) => void
  onDelete: (notebook: Notebook) => void
}) {
  return (
    <section data-telemetry-private aria-label="Notebooks" className="mb-6">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <NotebookFolder
          name="All Entries"
          color={DEFAULT_NOTEBOOK_COLOR}
          count={unfiledCount}
          countLabel="not in a notebook"
          selected={selected === ALL_ENTRIES}
          dragActive={dragActive}
          onSelect={() => onSelect(ALL_ENTRIES)}
          onDropEntry={(entryId) => onDropEntry(entryId, null)}
        />
        {notebooks.map((notebook) => (
          <NotebookFolder
            key={notebook.id}
            name={notebook.name}
            color={notebook.color}
            count={notebook.entryCount}
            selected={selected === notebook.notebookId}
            dragActive={dragActive}
            onSelect={() => onSelect(notebook.notebookId)}
            onDropEntry={(entryId) => onDropEntry(entryId, notebook.notebookId)}
            actions={{ onEdit: () => onEdit(notebook), onDelete: () => onDelete(notebook) }}
          />
        ))}
        <li className="shrink-0">
          <button
            type="button"
            onClick={onCreate}
            className={buttonClasses('ghost', 'h-full border-2 border-dashed border-white/20')}
          >
            <FolderPlus className="size-4" aria-hidden="true" />
            New Notebook
          </button>
        </li>
      </ul>
    </section>
  )
}
