import { zodResolver } from '@hookform/resolvers/zod'
import type { Notebook } from '@orion/contracts/journal'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { buttonClasses } from '@/components/ui/button'
import { controlClasses, FormField } from '@/components/ui/form-field'
import { TagsInput } from '@/features/journal/components/tags-input'
import { readEntryDraft, type EntryDraftValues } from '@/features/journal/entry-drafts'
import {
  entryFormSchema,
  MOOD_SUGGESTIONS,
  type EntryFormOutput,
} from '@/features/journal/entry-form-schema'
import { useEntryDraft, type DraftStatus } from '@/features/journal/hooks/use-entry-draft'

const draftLabels: Record<DraftStatus, string> = {
  idle: '',
  saving: 'Saving...',
  saved: 'Draft saved',
}

/**
 * The fields of a journal entry. It starts from the saved draft when one is fresh,
 * else from `original`; `onSubmit` gets the valid values and a callback that forgets the draft.
 */
export function EntryForm({
  original,
  draftKey,
  notebooks,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  original: EntryDraftValues
  draftKey: string | null
  notebooks: Notebook[]
  submitLabel: string
  pendingLabel: string
  pending: boolean
  onSubmit: (values: EntryFormOutput, discardDraft: () => void) => void
  onCancel: () => void
}) {
  const [restored] = useState(() => (draftKey ? readEntryDraft(draftKey) : null))
  const form = useForm<z.input<typeof entryFormSchema>, unknown, EntryFormOutput>({
    resolver: zodResolver(entryFormSchema),
    defaultValues: restored ?? original,
  })
  const draft = useEntryDraft(form, draftKey, original)
  const [showRestored, setShowRestored] = useState(restored !== null)
  const { errors } = form.formState

  function discardDraft() {
    draft.discard()
    form.reset(original)
    setShowRestored(false)
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values, draft.discard))}
      className="mt-4 space-y-4"
    >
      {showRestored ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-lg bg-night-700 px-3 py-2 text-sm"
        >
          Your unsaved draft was restored.
          <button type="button" onClick={discardDraft} className="text-accent underline">
            Discard draft
          </button>
        </p>
      ) : null}
      <FormField id="entry-title" label="Title" error={errors.title?.message}>
        <input {...form.register('title')} />
      </FormField>
      <FormField id="entry-content" label="Content" error={errors.content?.message}>
        <textarea rows={7} {...form.register('content')} />
      </FormField>
      <FormField
        id="entry-mood"
        label="Mood"
        hint="Optional: a word or two, your own or a suggestion."
        error={errors.mood?.message}
      >
        <input list="entry-mood-suggestions" autoComplete="off" {...form.register('mood')} />
      </FormField>
      <datalist id="entry-mood-suggestions">
        {MOOD_SUGGESTIONS.map((mood) => (
          <option key={mood} value={mood} />
        ))}
      </datalist>
      <div className="space-y-1.5">
        <label htmlFor="entry-tags" className="block text-sm font-medium text-star">
          Tags
        </label>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <TagsInput id="entry-tags" value={field.value} onChange={field.onChange} />
          )}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="entry-notebook" className="block text-sm font-medium text-star">
          Notebook
        </label>
        <select id="entry-notebook" className={controlClasses} {...form.register('notebookId')}>
          <option value="">All Entries (no notebook)</option>
          {notebooks.map((notebook) => (
            <option key={notebook.id} value={notebook.notebookId}>
              {notebook.name}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-3 text-sm font-medium text-star">
        <input
          type="checkbox"
          role="switch"
          className="size-5 accent-violet-500"
          {...form.register('isPrivate')}
        />
        Private
      </label>
      <div className="flex flex-wrap items-center justify-end gap-2 pt-2">
        <p aria-live="polite" className="mr-auto text-sm text-star-muted">
          {draftLabels[draft.status]}
        </p>
        <button type="button" onClick={onCancel} className={buttonClasses('secondary')}>
          Cancel
        </button>
        <button type="submit" disabled={pending} className={buttonClasses()}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  )
}
