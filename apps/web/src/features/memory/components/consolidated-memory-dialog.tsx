import { CONSOLIDATED_MEMORY_MAX } from '@orion/contracts/memory'
import { format } from 'date-fns'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { controlClasses } from '@/components/ui/form-field'
import { PageSpinnerInline } from '@/components/ui/spinner'
import {
  useConsolidatedMemory,
  type ConsolidatedMemory,
} from '@/features/memory/api/get-consolidated-memory'
import { useSaveConsolidatedMemory } from '@/features/memory/api/save-consolidated-memory'
import { readableErrorMessage } from '@/lib/api-error'
import { cn } from '@/lib/cn'
import { toast, toastError } from '@/lib/toast'

/** 'Characters: 1,234 / 30,000'. */
export function characterCount(text: string): string {
  return `Characters: ${text.length.toLocaleString('en-US')} / ${CONSOLIDATED_MEMORY_MAX.toLocaleString('en-US')}`
}

/** Additional Context: the consolidated memory, viewed, then edited. */
export function ConsolidatedMemoryDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const query = useConsolidatedMemory(open)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>Additional Context</DialogTitle>
        <DialogDescription>
          A consolidated memory Orion keeps in mind in every conversation.
        </DialogDescription>
        {query.isPending ? (
          <PageSpinnerInline label="Loading consolidated memory..." />
        ) : query.isError ? (
          <p role="alert" className="mt-4 text-star-muted">
            {readableErrorMessage(
              query.error,
              'The consolidated memory could not be loaded. Please try again.',
            )}
          </p>
        ) : open ? (
          <ConsolidatedMemoryBody stored={query.data} />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function ConsolidatedMemoryBody({ stored }: { stored: ConsolidatedMemory }) {
  const storedText = stored.consolidatedMemory ?? ''
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(storedText)
  const save = useSaveConsolidatedMemory()
  const tooLong = draft.length > CONSOLIDATED_MEMORY_MAX

  function startEditing() {
    setDraft(storedText)
    setEditing(true)
  }

  function cancel() {
    setDraft(storedText)
    setEditing(false)
  }

  function submit() {
    save.mutate(draft.trim(), {
      onSuccess: () => {
        toast({ title: 'Additional Context updated' })
        setEditing(false)
      },
      onError: (error) =>
        toastError(
          'Failed to update consolidated memory',
          error,
          'Please check console and try again.',
        ),
    })
  }

  if (!editing)
    return (
      <div className="mt-4 space-y-4">
        {storedText.trim() === '' ? (
          <div className="rounded-xl border border-dashed border-white/25 p-6 text-center">
            <p className="font-medium text-star">No consolidated memory yet</p>
            <p className="mt-1 text-sm text-star-muted">
              Use the Smart Summary button to generate a consolidated memory.
            </p>
          </div>
        ) : (
          <>
            <div
              data-testid="consolidated-memory-text"
              className="max-h-[50dvh] overflow-y-auto rounded-lg bg-night-900 p-4 whitespace-pre-wrap break-words text-star"
              tabIndex={0}
              aria-label="Consolidated memory"
              role="region"
            >
              {storedText}
            </div>
            {stored.updatedAt ? (
              <p className="text-xs text-star-muted">
                Updated {format(new Date(stored.updatedAt), 'MMM d, yyyy p')}
              </p>
            ) : null}
          </>
        )}
        <div className="flex justify-end">
          <button type="button" onClick={startEditing} className={buttonClasses('primary')}>
            Edit
          </button>
        </div>
      </div>
    )

  return (
    <form
      className="mt-4 space-y-2"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label htmlFor="consolidated-memory" className="sr-only">
        Consolidated memory
      </label>
      <textarea
        id="consolidated-memory"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        rows={14}
        aria-describedby="consolidated-memory-count"
        aria-invalid={tooLong || undefined}
        className={controlClasses}
      />
      <p
        id="consolidated-memory-count"
        className={cn('text-right text-xs', tooLong ? 'text-red-300' : 'text-star-muted')}
      >
        {characterCount(draft)}
      </p>
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" onClick={cancel} className={buttonClasses('secondary')}>
          Cancel
        </button>
        <button
          type="submit"
          disabled={draft.trim() === '' || tooLong || save.isPending}
          className={buttonClasses('primary')}
        >
          {save.isPending ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  )
}
