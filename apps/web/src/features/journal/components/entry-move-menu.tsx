import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import type { JournalEntry, Notebook } from '@orion/contracts/journal'
import { FolderInput } from 'lucide-react'
import { menuContentClasses, menuItemClasses } from '@/components/ui/menu'
import { ALL_ENTRIES } from '@/features/journal/api/query-keys'
import { cardButtonClasses } from '@/features/journal/components/card-button'

/** 'Move to...': the keyboard and touch way to do what dragging a card onto a folder does. */
export function EntryMoveMenu({
  entry,
  notebooks,
  onMove,
}: {
  entry: JournalEntry
  notebooks: Notebook[]
  onMove: (entry: JournalEntry, notebookId: string | null) => void
}) {
  const current = entry.notebookId ?? ALL_ENTRIES
  const folders = [
    { value: ALL_ENTRIES, label: 'All Entries' },
    ...notebooks.map((notebook) => ({ value: notebook.notebookId, label: notebook.name })),
  ]
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label={`Move ${entry.title} to...`} className={cardButtonClasses}>
        <FolderInput className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-telemetry-private
          align="end"
          sideOffset={6}
          className={menuContentClasses}
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-star-muted uppercase">
            Move to...
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(value) => {
              if (value !== current) onMove(entry, value === ALL_ENTRIES ? null : value)
            }}
          >
            {folders.map((folder) => (
              <DropdownMenu.RadioItem
                key={folder.value}
                value={folder.value}
                className={`${menuItemClasses} data-[state=checked]:text-accent`}
              >
                {folder.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
