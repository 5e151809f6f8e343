import type { ConversationMode } from '@orion/contracts/chat'
import { Lock, LockOpen, Paperclip, SendHorizontal, Sparkles, Square } from 'lucide-react'
import { useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { ACCEPTED_FILES } from '@/features/chat/attachments/staged-file'
import { StagedAttachments } from '@/features/chat/components/staged-attachments'
import { DictationButton } from '@/features/chat/components/dictation-button'
import { ConversationModeToggle } from '@/features/chat/components/conversation-mode-toggle'
import type { DraftSaveState } from '@/features/chat/hooks/use-chat-draft'
import type { StagedFiles } from '@/features/chat/hooks/use-staged-files'
import { cn } from '@/lib/cn'

export const TEXTAREA_MAX_HEIGHT_PX = 300

const draftLabels: Record<DraftSaveState, string> = {
  idle: '',
  saving: 'Saving draft...',
  saved: 'Draft saved',
}

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-50'

/** The message box: Enter sends, Shift+Enter adds a line. */
export function Composer({
  text,
  onTextChange,
  saveState,
  onSend,
  onCancel,
  generating,
  locked,
  onLockedChange,
  mode,
  onModeChange,
  disabled = false,
  staged,
  imagine = null,
}: {
  text: string
  onTextChange: (text: string) => void
  saveState: DraftSaveState
  onSend: () => void
  onCancel: () => void
  generating: boolean
  locked: boolean
  onLockedChange: (locked: boolean) => void
  mode: ConversationMode
  onModeChange: (mode: ConversationMode) => void
  disabled?: boolean
  /** Files staged to go with the message (pictures and documents). */
  staged: StagedFiles
  /** The Imagine action, when the server has an image provider (GET /api/meta). */
  imagine?: { onImagine: () => void; busy: boolean } | null
}) {
  const textarea = useRef<HTMLTextAreaElement>(null)
  const picker = useRef<HTMLInputElement>(null)
  const hasContent = text.trim() !== '' || staged.files.length > 0
  const imagining = imagine?.busy ?? false
  const canSend =
    !disabled && !locked && !generating && !imagining && !staged.preparing && hasContent
  const canImagine = canSend && text.trim() !== ''

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const items = event.clipboardData?.items
    if (!items || ![...items].some((item) => item.kind === 'file')) return
    event.preventDefault()
    void staged.addPasted(items)
  }

  useLayoutEffect(() => {
    const element = textarea.current
    if (!element) return
    element.style.height = 'auto'
    element.style.height = `${Math.min(element.scrollHeight, TEXTAREA_MAX_HEIGHT_PX)}px`
  }, [text])

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    if (canSend) onSend()
  }

  return (
    <form
      aria-label="Send a message"
      onSubmit={(event) => {
        event.preventDefault()
        if (canSend) onSend()
      }}
      className="rounded-2xl border border-white/15 bg-night-800/90 p-3 shadow-lg shadow-black/20"
    >
      <StagedAttachments files={staged.files} onRemove={staged.remove} />
      <label htmlFor="chat-composer" className="sr-only">
        Message Orion
      </label>
      <textarea
        id="chat-composer"
        ref={textarea}
        rows={1}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        disabled={disabled}
        placeholder={locked ? 'Sending is locked' : 'Message Orion...'}
        aria-describedby="composer-hint"
        className="block max-h-[300px] w-full resize-none overflow-y-auto bg-transparent px-2 py-1.5 text-star placeholder:text-star-muted/70 focus:outline-none"
      />
      <p id="composer-hint" className="sr-only">
        Enter sends, Shift+Enter adds a new line.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <input
          ref={picker}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          className="hidden"
          data-testid="attach-input"
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])]
            event.target.value = ''
            void staged.addFiles(chosen)
          }}
        />
        <button
          type="button"
          onClick={() => picker.current?.click()}
          disabled={disabled}
          aria-label="Attach images or documents"
          title="Attach images or documents"
          className={cn(iconButton, 'text-star-muted hover:bg-white/10')}
        >
          <Paperclip className="size-5" aria-hidden="true" />
        </button>
        {imagine ? (
          <button
            type="button"
            onClick={imagine.onImagine}
            disabled={!canImagine}
            aria-label="Imagine a picture from your message"
            title="Imagine: a picture from your message"
            className={cn(iconButton, 'text-star-muted hover:bg-white/10')}
          >
            <Sparkles className={cn('size-5', imagining && 'animate-pulse')} aria-hidden="true" />
          </button>
        ) : null}
        <ConversationModeToggle mode={mode} onModeChange={onModeChange} />
        <span className="min-w-0 flex-1 truncate text-xs text-star-muted" data-testid="draft-state">
          {imagining
            ? 'Imagining...'
            : staged.preparing
              ? 'Preparing image...'
              : draftLabels[saveState]}
        </span>
        <DictationButton text={text} onTextChange={onTextChange} disabled={disabled} />
        <button
          type="button"
          aria-pressed={locked}
          aria-label={locked ? 'Unlock sending' : 'Lock sending'}
          title={locked ? 'Unlock sending' : 'Lock sending'}
          onClick={() => onLockedChange(!locked)}
          className={cn(
            iconButton,
            locked ? 'bg-amber-500/20 text-amber-200' : 'text-star-muted hover:bg-white/10',
          )}
        >
          {locked ? (
            <Lock className="size-5" aria-hidden="true" />
          ) : (
            <LockOpen className="size-5" aria-hidden="true" />
          )}
        </button>
        {generating ? (
          <button
            type="button"
            onClick={onCancel}
            aria-label="Stop generating"
            className={cn(iconButton, 'bg-red-500/80 text-white hover:bg-red-500')}
          >
            <Square className="size-4 fill-current" aria-hidden="true" />
          </button>
        ) : (
          <button
            type="submit"
            disabled={!canSend}
            aria-label="Send message"
            className={cn(iconButton, 'bg-accent-strong text-white hover:bg-violet-600')}
          >
            <SendHorizontal className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
    </form>
  )
}
