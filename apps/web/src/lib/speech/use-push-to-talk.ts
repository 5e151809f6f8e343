import { useEffect, useRef } from 'react'
import { usePushToTalkKey } from '@/lib/speech/push-to-talk-key'

// Push to talk: hold the hotkey to record, release to transcribe. A shortcut
// is not push to talk: the hotkey must be held alone for HOLD_MS, and any other key pressed while
// it is down (Control+C) cancels it without stopping the shortcut. docs/decisions/ "push to talk".

export const HOLD_MS = 300

function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
}

export function usePushToTalk(handlers: {
  enabled: boolean
  onStart: () => void
  onRelease: () => void
  onCancel: () => void
}) {
  const hotkey = usePushToTalkKey()
  const latest = useRef(handlers)
  latest.current = handlers

  useEffect(() => {
    if (!handlers.enabled) return
    let timer: ReturnType<typeof setTimeout> | null = null
    let active = false
    const reset = () => {
      if (timer) clearTimeout(timer)
      timer = null
      if (active) latest.current.onCancel()
      active = false
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== hotkey) return reset() // a chord: the shortcut wins
      if (event.repeat || timer || active) return
      // A letter or digit as hotkey would fire while typing: in a text field only modifiers do.
      if (hotkey.length === 1 && typingInto(event.target)) return
      timer = setTimeout(() => {
        timer = null
        active = true
        latest.current.onStart()
      }, HOLD_MS)
    }
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== hotkey) return
      if (timer) clearTimeout(timer)
      timer = null
      if (!active) return
      active = false
      latest.current.onRelease()
    }
    window.addEventListener('keydown', onKeyDown, true)
    window.addEventListener('keyup', onKeyUp, true)
    window.addEventListener('blur', reset)
    return () => {
      window.removeEventListener('keydown', onKeyDown, true)
      window.removeEventListener('keyup', onKeyUp, true)
      window.removeEventListener('blur', reset)
      reset()
    }
  }, [hotkey, handlers.enabled])
}
