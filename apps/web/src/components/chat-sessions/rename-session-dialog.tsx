import { renameSessionSchema } from '@orion/contracts/chat'
import { useId, useState, type FormEvent } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { useRenameSession } from '@/lib/chat-sessions/rename-session'
import { toast, toastError } from '@/lib/toast'

/** Rename a conversation: a non-empty trimmed title. */
export function RenameSessionDialog({
  session,
  open,
  onOpenChange,
}: {
  session: { id: string; title: string }
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Rename conversation</DialogTitle>
        <DialogDescription className="mb-4">Give this conversation a new title.</DialogDescription>
        {open ? <RenameForm session={session} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function RenameForm({
  session,
  onDone,
}: {
  session: { id: string; title: string }
  onDone: () => void
}) {
  const rename = useRenameSession()
  const [title, setTitle] = useState(session.title)
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const errorId = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = renameSessionSchema.safeParse({ title })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'A title is required')
      return
    }
    rename.mutate(
      { id: session.id, title: parsed.data.title },
      {
        onSuccess: () => {
          toast({ title: 'Session title updated' })
          onDone()
        },
        onError: (error) => toastError('Rename failed', error),
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-star">
          Title
        </label>
        <input
          id={inputId}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value)
            setError(null)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          maxLength={200}
          className="w-full rounded-lg border border-white/20 bg-night-900 px-3 py-2 text-star"
        />
        {error ? (
          <p id={errorId} className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClasses('secondary')}>
          Cancel
        </button>
        <button type="submit" disabled={rename.isPending} className={buttonClasses()}>
          {rename.isPending ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  )
}
