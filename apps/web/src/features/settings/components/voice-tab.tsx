import { Keyboard } from 'lucide-react'
import { useEffect, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { BrowserVoiceChoice } from '@/features/settings/components/browser-voice-choice'
import {
  DEFAULT_PUSH_TO_TALK_KEY,
  keyLabel,
  savePushToTalkKey,
  usePushToTalkKey,
} from '@/lib/speech/push-to-talk-key'
import { toast } from '@/lib/toast'

/**
 * Settings > Voice Settings: Change Hotkey enters capture
 * mode, the next key pressed becomes the push-to-talk key, Escape cancels.
 */
export function VoiceTab() {
  const hotkey = usePushToTalkKey()
  const [capturing, setCapturing] = useState(false)

  useEffect(() => {
    if (!capturing) return
    const onKeyDown = (event: KeyboardEvent) => {
      event.preventDefault()
      event.stopPropagation()
      setCapturing(false)
      if (event.key === 'Escape') return
      savePushToTalkKey(event.key)
      toast({
        title: 'Hotkey Updated',
        description: `Hold ${keyLabel(event.key)} to talk.`,
      })
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [capturing])

  return (
    <div className="space-y-8">
      <section aria-labelledby="push-to-talk-heading" className="space-y-3">
        <h2 id="push-to-talk-heading" className="text-lg font-semibold text-star">
          Push to talk
        </h2>
        <p className="text-sm text-star-muted">
          In a conversation, hold the key to speak and release it to put what you said in the
          message box. A shortcut such as {keyLabel(hotkey)}+C still works as usual.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-star-muted">Current hotkey:</span>
          <kbd
            data-testid="push-to-talk-key"
            className="rounded-md border border-white/20 bg-night-900 px-3 py-1 font-mono text-star"
          >
            {keyLabel(hotkey)}
          </kbd>
          <button
            type="button"
            onClick={() => setCapturing((value) => !value)}
            aria-pressed={capturing}
            className={buttonClasses(capturing ? 'primary' : 'secondary')}
          >
            <Keyboard className="size-4" aria-hidden="true" />
            {capturing ? 'Press a key...' : 'Change Hotkey'}
          </button>
        </div>
        <p role="status" className="min-h-5 text-sm text-star-muted">
          {capturing
            ? 'Press the key you want to hold for push to talk, or Escape to cancel.'
            : hotkey === DEFAULT_PUSH_TO_TALK_KEY
              ? 'The default hotkey is Control.'
              : ''}
        </p>
      </section>
      <BrowserVoiceChoice />
    </div>
  )
}
