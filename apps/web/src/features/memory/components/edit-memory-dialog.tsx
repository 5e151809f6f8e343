import { MEMORY_SUMMARY_MAX, type Memory } from '@orion/contracts/memory'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { controlClasses } from '@/components/ui/form-field'
import { useUpdateMemory } from '@/features/memory/api/update-memory'
import { toast, toastError } from '@/lib/toast'

/** Edits a memory's text; Save is disabled while blank or saving. */
export function EditMemoryDialog({
  memory,
  open,
  onOpenChange,
}: {
  memory: Memory
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>Edit memory</DialogTitle>
        <DialogDescription>Orion uses this text when it remembers you.</DialogDescription>
        {/* Mounted only while open, so every opening starts from the stored text. */}
        {open ? <EditMemoryForm memory={memory} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function EditMemoryForm({ memory, onDone }: { memory: Memory; onDone: () => void }) {
  const [summary, setSummary] = useState(memory.summary)
  const update = useUpdateMemory()

  function save() {
    update.mutate(
      { memoryId: memory.memoryId, summary: summary.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Memory updated' })
          onDone()
        },
        onError: (error) => toastError('Failed to update memory', error, 'Please try again later.'),
      },
    )
  }

  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        save()
      }}
    >
      <label htmlFor="memory-summary" className="sr-only">
        Memory
      </label>
      <textarea
        id="memory-summary"
        value={summary}
        onChange={(event) => setSummary(event.target.value)}
        maxLength={MEMORY_SUMMARY_MAX}
        rows={10}
        className={controlClasses}
      />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClasses('secondary')}>
          Cancel
        </button>
        <button
          type="submit"
          disabled={summary.trim() === '' || update.isPending}
          className={buttonClasses('primary')}
        >
          {update.isPending ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  )
}
