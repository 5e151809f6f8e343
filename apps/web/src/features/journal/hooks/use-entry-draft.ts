import { useCallback, useEffect, useRef, useState } from 'react'
import {
  clearEntryDraft,
  ENTRY_DRAFT_DELAY_MS,
  writeEntryDraft,
  type EntryDraftValues,
} from '@/features/journal/entry-drafts'

export type DraftStatus = 'idle' | 'saving' | 'saved'

/** The part of a react-hook-form form the autosave reads. */
interface DraftSource {
  watch: (callback: () => void) => { unsubscribe: () => void }
  getValues: () => EntryDraftValues
}

function sameValues(a: EntryDraftValues, b: EntryDraftValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * Autosaves the entry form 1 s after the last change. Values equal to the
 * saved entry are no draft. A change still waiting when the dialog closes is saved at once.
 * `discard` forgets the draft (after a submit, or when the person drops it).
 */
export function useEntryDraft(form: DraftSource, key: string | null, original: EntryDraftValues) {
  const [status, setStatus] = useState<DraftStatus>('idle')
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null)
  const originalRef = useRef(original)

  const save = useCallback(() => {
    pending.current = null
    if (!key) return
    const values = form.getValues()
    if (sameValues(values, originalRef.current)) {
      clearEntryDraft(key)
      setStatus('idle')
    } else {
      writeEntryDraft(key, values)
      setStatus('saved')
    }
  }, [form, key])

  useEffect(() => {
    if (!key) return
    const subscription = form.watch(() => {
      if (pending.current) clearTimeout(pending.current)
      setStatus('saving')
      pending.current = setTimeout(save, ENTRY_DRAFT_DELAY_MS)
    })
    return () => {
      subscription.unsubscribe()
      if (!pending.current) return
      clearTimeout(pending.current)
      save()
    }
  }, [form, key, save])

  const discard = useCallback(() => {
    if (pending.current) clearTimeout(pending.current)
    pending.current = null
    if (key) clearEntryDraft(key)
    setStatus('idle')
  }, [key])

  return { status, discard }
}
