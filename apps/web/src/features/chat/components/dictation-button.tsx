import { LoaderCircle, Mic, MicOff, Square } from 'lucide-react'
import { useCallback } from 'react'
import { cn } from '@/lib/cn'
import { keyLabel, usePushToTalkKey } from '@/lib/speech/push-to-talk-key'
import { useDictation } from '@/lib/speech/use-dictation'
import { usePushToTalk } from '@/lib/speech/use-push-to-talk'

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-50'

/**
 * The composer's dictation control and push to talk: the
 * transcription is added to the text in the composer.
 */
export function DictationButton({
  text,
  onTextChange,
  disabled,
}: {
  text: string
  onTextChange: (text: string) => void
  disabled: boolean
}) {
  const append = useCallback(
    (heard: string) => onTextChange(text.trim() ? `${text.trimEnd()} ${heard}` : heard),
    [text, onTextChange],
  )
  const dictation = useDictation(append)
  const hotkey = usePushToTalkKey()
  usePushToTalk({
    enabled: dictation.available && !disabled,
    onStart: () => void dictation.start(),
    onRelease: () => void dictation.stop(),
    onCancel: dictation.cancel,
  })

  if (!dictation.available) {
    return (
      <button
        type="button"
        disabled
        aria-label="Voice input is not available in this browser"
        title="Voice input is not available in this browser"
        className={cn(iconButton, 'text-star-muted')}
      >
        <MicOff className="size-5" aria-hidden="true" />
      </button>
    )
  }
  const { state } = dictation
  const label =
    state === 'recording'
      ? 'Stop dictation'
      : state === 'transcribing'
        ? 'Transcribing...'
        : `Dictate (or hold ${keyLabel(hotkey)})`
  return (
    <button
      type="button"
      onClick={() => void (state === 'recording' ? dictation.stop() : dictation.start())}
      disabled={disabled || state === 'transcribing'}
      aria-pressed={state === 'recording'}
      aria-label={label}
      title={label}
      data-state={state}
      className={cn(
        iconButton,
        state === 'recording'
          ? 'animate-pulse bg-red-500/80 text-white'
          : 'text-star-muted hover:bg-white/10',
      )}
    >
      {state === 'recording' ? (
        <Square className="size-4 fill-current" aria-hidden="true" />
      ) : state === 'transcribing' ? (
        <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      ) : (
        <Mic className="size-5" aria-hidden="true" />
      )}
    </button>
  )
}
