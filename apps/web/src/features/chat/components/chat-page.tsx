import { lazy, Suspense, useEffect, useState } from 'react'
import { useMatch, useNavigate } from 'react-router'
import { PageSpinnerInline } from '@/components/ui/spinner'
import { useSession } from '@/features/chat/api/get-session'
import { useSubscriptionStatus } from '@/features/chat/api/get-subscription-status'
import { LocalModelSetupCard } from '@/features/chat/components/local-model-setup-card'
import { Composer } from '@/features/chat/components/composer'
import { TalkModeBar } from '@/features/chat/components/talk-mode-bar'
import { TrialNotices } from '@/features/chat/components/trial-notices'
import { WelcomePanel } from '@/features/chat/components/welcome-panel'
import { useChatDraft } from '@/features/chat/hooks/use-chat-draft'
import { useConversationMode } from '@/features/chat/hooks/use-conversation-mode'
import { useSendMessage } from '@/features/chat/hooks/use-send-message'
import { useTurnAnnouncements } from '@/features/chat/turn-broadcast'
import { useStagedFiles } from '@/features/chat/hooks/use-staged-files'
import { useTalkMode } from '@/features/chat/hooks/use-talk-mode'
import { isTrialLimitReached, useTrialNotices } from '@/features/chat/hooks/use-trial-notices'
import {
  conversationPath,
  setCurrentSession,
  useCurrentSession,
  type CurrentSessionId,
} from '@/lib/current-session'
import { chatDraftKey } from '@/lib/drafts'
import { useMeta } from '@/lib/meta'
import { useUser } from '@/lib/session'
import { feedStreamingReply, finishStreamingReply } from '@/lib/speech/streaming-read-aloud'
import { ApiRequestError } from '@/lib/api-error'

// The open conversation (virtualized list, Markdown, SVG sanitizing) is its own chunk, so the
// first load of / (welcome panel and composer) stays small.
const SessionView = lazy(() => import('@/features/chat/components/session-view'))

/** Chat page: the welcome panel, or the open conversation, and the composer. */
export default function ChatPage() {
  // /c/{id} names the conversation; / shows the current one (or the welcome panel for a new one).
  const addressed = useMatch('/c/:id')?.params.id ?? null
  const stored = useCurrentSession()
  const navigate = useNavigate()
  const currentSession: CurrentSessionId = addressed ?? stored
  const sessionId = currentSession === 'new' ? null : currentSession
  const session = useSession(sessionId)
  // Another person's id answers 404 like a deleted conversation: it is never made current.
  const notFound = session.error instanceof ApiRequestError && session.error.status === 404
  const found = session.isSuccess
  // The address becomes the current session once it loads (not again when the person leaves it
  // for a new conversation, before the address changes).
  useEffect(() => {
    if (addressed && found) setCurrentSession(addressed)
  }, [addressed, found])
  useEffect(() => {
    if (addressed) {
      if (notFound && stored === addressed) setCurrentSession(null)
    } else if (stored && stored !== 'new') {
      void navigate(conversationPath(stored), { replace: true })
    }
  }, [addressed, stored, notFound, navigate])
  const user = useUser().data
  const meta = useMeta().data
  const aiProvider = meta?.aiProvider
  const status = useSubscriptionStatus().data
  useTrialNotices(status)

  const draft = useChatDraft(chatDraftKey(sessionId))
  const [mode, setMode] = useConversationMode()
  const [locked, setLocked] = useState(false)
  const [dragging, setDragging] = useState(false)
  const [imagining, setImagining] = useState(false)
  const staged = useStagedFiles()
  const chat = useSendMessage({
    currentSession,
    userId: user?.id ?? '',
    restoreText: draft.setText,
    restoreFiles: staged.restore,
  })
  const talk = useTalkMode({ send: (text) => chat.send(text, mode), pending: chat.pending })
  const aiMissing = aiProvider === 'none' || chat.failureCode === 'ai_not_configured'
  const limitReached = isTrialLimitReached(status)
  // Nothing to write to at an address that names no conversation: its page offers a new one.
  const missing = notFound && !chat.pending
  const openSessionId = sessionId ?? chat.pending?.sessionId ?? null

  // Read aloud pressed on the streaming reply follows it as it grows, to its end.
  useEffect(() => {
    if (chat.pending) feedStreamingReply(chat.pending.parts)
    else finishStreamingReply(null)
  }, [chat.pending])
  // A reply being written in another conversation is left to the server when this one opens.
  const { detach, resume } = chat
  const pendingSessionId = chat.pending?.sessionId ?? null
  useEffect(() => {
    if (pendingSessionId && pendingSessionId !== sessionId) detach()
  }, [pendingSessionId, sessionId, detach])
  useTurnAnnouncements()
  // A reply still being written here (another tab, or before a reload) is read from its start.
  const activeTurnId = session.data?.pages[0]?.activeTurnId
  useEffect(() => {
    if (sessionId && activeTurnId && !chat.isGenerating) void resume(sessionId, activeTurnId)
  }, [sessionId, activeTurnId, chat.isGenerating, resume])

  function sendDraft() {
    const text = draft.text
    if (locked || chat.isGenerating || staged.preparing) return
    if (text.trim() === '' && staged.files.length === 0) return
    draft.clear()
    void chat.send(text, mode, staged.take()).then(finishStreamingReply)
  }

  /**
   * Imagine: the composer's text is sent as the person's message and is the prompt of a picture
   * the server draws first; the picture is shown in the reply (and kept in the gallery).
   */
  function imagineDraft() {
    const text = draft.text
    if (text.trim() === '' || locked || chat.isGenerating || staged.preparing || imagining) return
    draft.clear()
    setImagining(true)
    void chat
      .send(text, mode, staged.take(), { imagine: true })
      .then(finishStreamingReply)
      .finally(() => setImagining(false))
  }

  // Files dropped anywhere on the conversation are staged.
  const dropTarget = {
    onDragOver(event: React.DragEvent) {
      if (!event.dataTransfer.types.includes('Files')) return
      event.preventDefault()
      setDragging(true)
    },
    onDragLeave(event: React.DragEvent) {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
      setDragging(false)
    },
    onDrop(event: React.DragEvent) {
      if (!event.dataTransfer.types.includes('Files')) return
      event.preventDefault()
      setDragging(false)
      if (!aiMissing && !limitReached) void staged.addFiles([...event.dataTransfer.files])
    },
  }

  return (
    <div
      className="relative flex h-[calc(100dvh-57px)] flex-col md:h-dvh"
      data-testid="chat-drop-zone"
      {...dropTarget}
    >
      {dragging ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-2 z-20 flex items-center justify-center rounded-2xl border-2 border-dashed border-accent bg-night-900/70 text-lg font-medium text-star"
        >
          Drop images or documents to attach them
        </div>
      ) : null}
      {openSessionId !== null || chat.pending ? (
        <Suspense fallback={<PageSpinnerInline label="Loading conversation..." />}>
          <SessionView
            sessionId={openSessionId}
            pending={chat.pending}
            wholeReplyIds={chat.wholeReplyIds}
          />
        </Suspense>
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto">
          <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8">
            <WelcomePanel />
          </div>
        </div>
      )}
      <div className="mx-auto w-full max-w-3xl space-y-3 px-4 pt-2 pb-4 sm:px-8">
        <TrialNotices status={status} />
        {aiMissing || missing ? null : (
          <TalkModeBar talk={talk} disabled={limitReached || locked} />
        )}
        {missing ? null : aiMissing ? (
          <LocalModelSetupCard />
        ) : (
          <Composer
            text={draft.text}
            onTextChange={draft.setText}
            saveState={draft.saveState}
            onSend={sendDraft}
            onCancel={chat.cancel}
            generating={chat.isGenerating}
            locked={locked}
            onLockedChange={setLocked}
            mode={mode}
            onModeChange={setMode}
            disabled={limitReached}
            staged={staged}
            imagine={meta?.imageGeneration ? { onImagine: imagineDraft, busy: imagining } : null}
          />
        )}
      </div>
    </div>
  )
}
