import { zodResolver } from '@hookform/resolvers/zod'
import {
  DEFAULT_NOTEBOOK_COLOR,
  notebookInputSchema,
  type Notebook,
} from '@orion/contracts/journal'
import { Check } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { useCreateNotebook, type NotebookInput } from '@/features/journal/api/create-notebook'
import { useUpdateNotebook } from '@/features/journal/api/update-notebook'
import { NOTEBOOK_COLOR_SWATCHES } from '@/features/journal/notebook-colors'
import { cn } from '@/lib/cn'
import { toast, toastError } from '@/lib/toast'

/** Create Notebook (no `notebook`) or Edit Notebook: a name and a colour. */
export function NotebookFormDialog({
  open,
  onOpenChange,
  notebook,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  notebook: Notebook | null
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{notebook ? 'Edit Notebook' : 'Create Notebook'}</DialogTitle>
        <NotebookForm notebook={notebook} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

function NotebookForm({ notebook, onDone }: { notebook: Notebook | null; onDone: () => void }) {
  const create = useCreateNotebook()
  const update = useUpdateNotebook()
  const form = useForm<z.input<typeof notebookInputSchema>, unknown, NotebookInput>({
    resolver: zodResolver(notebookInputSchema),
    defaultValues: {
      name: notebook?.name ?? '',
      color: notebook?.color ?? DEFAULT_NOTEBOOK_COLOR,
    },
  })
  const { errors } = form.formState
  const color = form.watch('color') ?? ''
  const pending = create.isPending || update.isPending

  const submit = form.handleSubmit((values) => {
    const onError = (message: string) => (error: Error) => toastError('Error', error, message)
    if (notebook)
      update.mutate(
        { id: notebook.id, changes: values },
        {
          onSuccess: () => {
            toast({ title: 'Notebook updated' })
            onDone()
          },
          onError: onError('Failed to update notebook'),
        },
      )
    else
      create.mutate(values, {
        onSuccess: (created) => {
          toast({ title: 'Notebook created', description: `“${created.name}” is ready.` })
          onDone()
        },
        onError: onError('Failed to create notebook'),
      })
  })

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <FormField id="notebook-name" label="Name" error={errors.name?.message}>
        <input maxLength={100} {...form.register('name')} />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-star">Colour</legend>
        <div className="flex flex-wrap gap-2">
          {NOTEBOOK_COLOR_SWATCHES.map((swatch) => {
            const selected = swatch.toLowerCase() === color.toLowerCase()
            return (
              <button
                key={swatch}
                type="button"
                aria-label={`Colour ${swatch}`}
                aria-pressed={selected}
                onClick={() => form.setValue('color', swatch, { shouldValidate: true })}
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-full border-2',
                  selected ? 'border-white' : 'border-transparent',
                )}
                style={{ backgroundColor: swatch }}
              >
                {selected ? <Check className="size-4 text-night-950" aria-hidden="true" /> : null}
              </button>
            )
          })}
        </div>
      </fieldset>
      <FormField
        id="notebook-color"
        label="Hex colour"
        hint="Six hex digits, for example #79CBCA."
        error={errors.color?.message}
      >
        <input autoComplete="off" spellCheck={false} {...form.register('color')} />
      </FormField>
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" onClick={onDone} className={buttonClasses('secondary')}>
          Cancel
        </button>
        <button type="submit" disabled={pending} className={buttonClasses()}>
          {pending
            ? notebook
              ? 'Saving...'
              : 'Creating...'
            : notebook
              ? 'Save changes'
              : 'Create notebook'}
        </button>
      </div>
    </form>
  )
}
