import { useCallback, useEffect, useRef, useState } from 'react'
import { clearChatDraft, readChatDraft, writeChatDraft } from '@/lib/drafts'

// Draft: saved debounced 300 ms and on unload, hide and blur; the 'saved'
// state resets after 2 s.
export const DRAFT_SAVE_DEBOUNCE_MS = 300
export const DRAFT_SAVED_RESET_MS = 2000

export type DraftSaveState = 'idle' | 'saving' | 'saved'

/** The composer's text, kept as a draft per conversation (`key`: a session id or 'new'). */
export function useChatDraft(key: string) {
  const [text, setTextState] = useState(() => readChatDraft(key))
  const [saveState, setSaveState] = useState<DraftSaveState>('idle')
  const [loadedKey, setLoadedKey] = useState(key)
  const latest = useRef({ key, text, dirty: false })
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // Another conversation opened: show its draft (adjusting state while rendering, as React advises).
  if (loadedKey !== key) {
    setLoadedKey(key)
    setTextState(readChatDraft(key))
    setSaveState('idle')
  }

  const flush = useCallback(() => {
    clearTimeout(saveTimer.current)
    if (!latest.current.dirty) return
    writeChatDraft(latest.current.key, latest.current.text)
    latest.current.dirty = false
    setSaveState('saved')
    clearTimeout(resetTimer.current)
    resetTimer.current = setTimeout(() => setSaveState('idle'), DRAFT_SAVED_RESET_MS)
  }, [])

  useEffect(() => {
    // Save what was typed for the previous conversation before following the new one.
    flush()
    latest.current = { key, text: readChatDraft(key), dirty: false }
  }, [key, flush])

  const setText = useCallback(
    (next: string) => {
      setTextState(next)
      latest.current = { ...latest.current, text: next, dirty: true }
      setSaveState('saving')
      clearTimeout(saveTimer.current)
      saveTimer.current = setTimeout(flush, DRAFT_SAVE_DEBOUNCE_MS)
    },
    [flush],
  )

  /** After sending: empty the box and forget the draft. */
  const clear = useCallback(() => {
    clearTimeout(saveTimer.current)
    setTextState('')
    latest.current = { ...latest.current, text: '', dirty: false }
    clearChatDraft(latest.current.key)
    setSaveState('idle')
  }, [])

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    window.addEventListener('beforeunload', flush)
    window.addEventListener('blur', flush)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      window.removeEventListener('beforeunload', flush)
      window.removeEventListener('blur', flush)
      document.removeEventListener('visibilitychange', onHidden)
      flush()
      clearTimeout(resetTimer.current)
    }
  }, [flush])

  return { text, setText, clear, saveState }
}
