import {
  RISK_LEVELS,
  type ConversationMode,
  type Message,
  type RiskLevel,
} from '@orion/contracts/chat'
import { IMAGE_GENERATION_FAILED_MESSAGE } from '@orion/contracts/uploads'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { createSession } from '@/features/chat/api/create-session'
import { uploadDocument } from '@/features/chat/api/upload-document'
import { uploadImage } from '@/features/chat/api/upload-image'
import type { StagedFile } from '@/features/chat/attachments/staged-file'
import { subscriptionStatusQueryKey } from '@/features/subscribe/api/query-keys'
import {
  cancelTurn,
  followTurn,
  streamMessage,
  type StreamHandlers,
} from '@/features/chat/api/stream-message'
import { TRIAL_LIMIT_MESSAGE } from '@/features/chat/hooks/use-trial-notices'
import { addMessagesToSession, seedNewSession } from '@/features/chat/session-cache'
import { announceTurn } from '@/features/chat/turn-broadcast'
import { ApiRequestError, readableErrorMessage } from '@/lib/api-error'
import { sessionQueryKey, sessionsQueryKey } from '@/lib/chat-sessions/query-keys'
import { guessCountry } from '@/lib/crisis-country'
import { setCurrentSession, type CurrentSessionId } from '@/lib/current-session'
import { toast, toastError } from '@/lib/toast'

/** The turn being sent: the user's message (optimistic until the server echoes it) and the reply. */
export interface PendingTurn {
  sessionId: string | null
  userMessage: Message
  userMessageStored: boolean
  /** `ended`: that persona finished (read aloud moves on to the next one). */
  parts: { personaId: string; text: string; ended?: boolean }[]
  /** The risk the crisis panel answers ('none': no panel); it can rise during the reply. */
  safetyLevel: RiskLevel
}

const higher = (a: RiskLevel, b: RiskLevel) =>
  RISK_LEVELS.indexOf(b) > RISK_LEVELS.indexOf(a) ? b : a

export const OPTIMISTIC_ID = 'optimistic-user-message'
const SEND_FAILED = 'Unable to send message. Please try again.'
// For these the server's own sentence is the better explanation.
const CODES_WITH_SERVER_MESSAGE = new Set([402, 409, 503])
/** The Imagine failures: refused prompt, failed provider, no provider. */
const IMAGE_GENERATION_CODES = new Set([
  'image_prompt_refused',
  'image_generation_failed',
  'image_generation_unavailable',
])

function optimisticMessage(
  text: string,
  mode: ConversationMode,
  userId: string,
  files: StagedFile[],
): Message {
  const documents = files
    .filter((file) => file.kind === 'document')
    .map((file) => ({
      id: file.id,
      name: file.name,
      kind: (file.name.split('.').pop()?.toLowerCase() ?? 'txt') as 'txt',
      size: file.size,
      readInFull: true,
      createdAt: new Date().toISOString(),
    }))
  return {
    id: OPTIMISTIC_ID,
    userId,
    sessionId: '',
    role: 'user',
    content: text,
    timestamp: new Date().toISOString(),
    imageUrls: files.flatMap((file) => (file.preview ? [file.preview] : [])),
    conversationMode: mode,
    status: 'complete',
    safety: null,
    ...(documents.length > 0 ? { documents } : {}),
  }
}

class UploadFailed extends Error {}

/**
 * Uploads the staged files before the message is sent: picture URLs and
 * document ids for the payload. Toasts and throws UploadFailed when one fails.
 */
async function uploadStaged(files: StagedFile[]) {
  const imageUrls: string[] = []
  const documentIds: string[] = []
  for (const file of files) {
    try {
      if (file.kind === 'image') imageUrls.push((await uploadImage(file.file, file.name)).imageUrl)
      else documentIds.push((await uploadDocument(file.file)).id)
    } catch (error) {
      if (file.kind === 'image') toastError('Image upload failed', error, 'Please try again.')
      else {
        toastError(
          'Upload failed',
          error,
          'There was an error uploading your document. Please try again.',
        )
      }
      throw new UploadFailed()
    }
  }
  return { imageUrls, documentIds }
}

function appendDelta(turn: PendingTurn, personaId: string, text: string): PendingTurn {
  const exists = turn.parts.some((part) => part.personaId === personaId)
  const parts = exists
    ? turn.parts.map((part) =>
        part.personaId === personaId ? { ...part, text: part.text + text } : part,
      )
    : [...turn.parts, { personaId, text }]
  return { ...turn, parts }
}

/** The reply this tab is reading: its turn id once the server named it, and whether Stop was pressed here. */
interface LiveTurn {
  sessionId: string | null
  turnId: string | null
  /** 'preparing': uploads and creating the conversation, nothing started on the server yet. */
  phase: 'preparing' | 'streaming'
  stopRequested: boolean
  /** The person left this conversation: reading stops quietly, the reply goes on on the server. */
  detached: boolean
}

/** The stream handlers that grow a PendingTurn from a reply's events. */
function turnHandlers(
  get: () => PendingTurn | null,
  update: (turn: PendingTurn) => void,
  onUserMessage: (message: Message) => void,
  onDelta: () => void,
): Omit<StreamHandlers, 'onTurn'> {
  const change = (next: (turn: PendingTurn) => PendingTurn) => {
    const turn = get()
    if (turn) update(next(turn))
  }
  return {
    onUserMessage,
    onPersonaStart: (personaId) => change((turn) => appendDelta(turn, personaId, '')),
    onDelta: (personaId, delta) => {
      onDelta()
      change((turn) => appendDelta(turn, personaId, delta))
    },
    onPersonaEnd: (personaId) =>
      change((turn) => ({
        ...turn,
        parts: turn.parts.map((part) =>
          part.personaId === personaId ? { ...part, ended: true } : part,
        ),
      })),
    onSafety: (notice) =>
      change((turn) => ({ ...turn, safetyLevel: higher(turn.safetyLevel, notice.level) })),
    onDisclosure: () =>
      change((turn) => ({ ...turn, userMessage: { ...turn.userMessage, aiDisclosure: true } })),
  }
}

/**
 * Sending a message: creates the
 * conversation first when there is none, shows the user's message at once, streams the reply,
 * and rolls back with a toast on failure. `restoreText` puts the text back in the composer.
 * The reply is written on the server whatever this tab does: `resume` reads one started elsewhere
 * (another tab, before a reload), and Stop (`cancel`) stops it for every tab.
 */
export function useSendMessage({
  currentSession,
  userId,
  restoreText,
  restoreFiles,
}: {
  currentSession: CurrentSessionId
  userId: string
  restoreText: (text: string) => void
  /** Puts the staged files back in the composer (a failed upload or send, a cancel). */
  restoreFiles: (files: StagedFile[]) => void
}) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<PendingTurn | null>(null)
  const [wholeReplyIds, setWholeReplyIds] = useState<ReadonlySet<string>>(new Set())
  const [failureCode, setFailureCode] = useState<string | null>(null)
  const controller = useRef<AbortController | null>(null)
  const live = useRef<LiveTurn | null>(null)
  /** Turns this tab has read already: a stale activeTurnId never replays one of them. */
  const knownTurns = useRef(new Set<string>())

  const onTurn = useCallback((turnId: string) => {
    knownTurns.current.add(turnId)
    const turn = live.current
    if (!turn) return
    turn.turnId = turnId
    // The other tabs of this browser showing this conversation read the reply too.
    if (turn.sessionId) announceTurn(turn.sessionId, turnId)
    if (turn.stopRequested && turn.sessionId) void stopTurn(turn.sessionId, turnId)
  }, [])

  const settle = useCallback(
    (sessionId: string | null) => {
      controller.current = null
      live.current = null
      setPending(null)
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey })
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey })
      if (sessionId) void queryClient.invalidateQueries({ queryKey: sessionQueryKey(sessionId) })
    },
    [queryClient],
  )

  const send = useCallback(
    /** Answers the stored reply, or null when nothing was sent or it failed. */
    async (
      text: string,
      mode: ConversationMode,
      files: StagedFile[] = [],
      /** Imagine: the text is also the prompt of a picture the server draws for the reply. */
      options: { imagine?: boolean } = {},
    ): Promise<Message | null> => {
      const empty = text.trim() === '' && files.length === 0
      if (controller.current || empty) return null
      const abort = new AbortController()
      controller.current = abort
      let turn: PendingTurn = {
        sessionId: currentSession === 'new' ? null : currentSession,
        userMessage: optimisticMessage(text, mode, userId, files),
        userMessageStored: false,
        parts: [],
        safetyLevel: 'none',
      }
      const liveTurn: LiveTurn = {
        sessionId: turn.sessionId,
        turnId: null,
        phase: 'preparing',
        stopRequested: false,
        detached: false,
      }
      live.current = liveTurn
      const update = (next: PendingTurn) => {
        turn = next
        setPending(next)
      }
      update(turn)
      let receivedDelta = false
      const restore = () => {
        restoreText(text)
        restoreFiles(files)
      }
      try {
        const attached = await uploadStaged(files)
        let sessionId = turn.sessionId
        if (!sessionId) {
          const session = await createSession()
          sessionId = session.id
          seedNewSession(queryClient, session)
          // The current session first: the page then takes the conversation's address.
          setCurrentSession(sessionId)
          update({ ...turn, sessionId })
          liveTurn.sessionId = sessionId
        }
        const payload = {
          content: text,
          ...attached,
          conversationMode: mode,
          country: guessCountry(),
          ...(options.imagine ? { imagine: true } : {}),
        }
        liveTurn.phase = 'streaming'
        const end = await streamMessage(
          sessionId,
          payload,
          {
            onTurn,
            ...turnHandlers(
              () => turn,
              update,
              (message) => update({ ...turn, userMessage: message, userMessageStored: true }),
              () => (receivedDelta = true),
            ),
          },
          abort.signal,
        )
        if (!end.assistantMessage) {
          // Stopped before any text, here or in another tab: the message was taken back.
          restore()
          toast({ title: 'Generation cancelled' })
          return null
        }
        const { assistantMessage } = end
        const stored = [turn.userMessage, assistantMessage].filter((m) => m.id !== OPTIMISTIC_ID)
        addMessagesToSession(queryClient, sessionId, stored)
        if (!receivedDelta) setWholeReplyIds((ids) => new Set(ids).add(assistantMessage.id))
        if (assistantMessage.status === 'cancelled') {
          if (liveTurn.stopRequested) restore()
          toast({ title: 'Generation cancelled' })
        }
        setFailureCode(null)
        return assistantMessage
      } catch (error) {
        if (liveTurn.detached) return null
        if (error instanceof UploadFailed) {
          restore()
        } else if (abort.signal.aborted) {
          restore()
          toast({ title: 'Generation cancelled' })
        } else {
          if (!turn.userMessageStored) restore()
          const status = error instanceof ApiRequestError ? error.status : 0
          if (error instanceof ApiRequestError) setFailureCode(error.code ?? null)
          if (error instanceof ApiRequestError && error.code === 'trial_limit_reached') {
            toastError('Trial Limit Reached', error, TRIAL_LIMIT_MESSAGE)
            return null
          }
          if (error instanceof ApiRequestError && IMAGE_GENERATION_CODES.has(error.code ?? '')) {
            toastError('Image generation failed', error, IMAGE_GENERATION_FAILED_MESSAGE)
            return null
          }
          const description = CODES_WITH_SERVER_MESSAGE.has(status)
            ? readableErrorMessage(error, SEND_FAILED)
            : SEND_FAILED
          toast({ title: 'Message failed', description, variant: 'destructive' })
        }
        return null
      } finally {
        if (live.current === liveTurn) settle(turn.sessionId)
      }
    },
    [currentSession, userId, restoreText, restoreFiles, queryClient, onTurn, settle],
  )

  /**
   * Reads a reply being written in this conversation (sent from another tab, or before a reload):
   * its events from the first, so the text so far shows at once, then live.
   */
  const resume = useCallback(
    async (sessionId: string, turnId: string): Promise<void> => {
      if (controller.current || knownTurns.current.has(turnId)) return
      knownTurns.current.add(turnId)
      const abort = new AbortController()
      controller.current = abort
      const liveTurn: LiveTurn = {
        sessionId,
        turnId,
        phase: 'streaming',
        stopRequested: false,
        detached: false,
      }
      live.current = liveTurn
      let turn: PendingTurn | null = null
      const update = (next: PendingTurn) => {
        turn = next
        setPending(next)
      }
      try {
        const end = await followTurn(
          sessionId,
          turnId,
          turnHandlers(
            () => turn,
            update,
            (message) =>
              update({
                sessionId,
                userMessage: message,
                userMessageStored: true,
                parts: [],
                safetyLevel: message.safety?.level ?? 'none',
              }),
            () => {},
          ),
          abort.signal,
        )
        const userMessage = (turn as PendingTurn | null)?.userMessage
        if (end.assistantMessage) {
          addMessagesToSession(queryClient, sessionId, [
            ...(userMessage ? [userMessage] : []),
            end.assistantMessage,
          ])
        } else if (liveTurn.stopRequested && userMessage) {
          // Stopped here before any text: the message comes back to the composer, as when sending.
          restoreText(userMessage.content)
        }
        if (!end.assistantMessage || end.assistantMessage.status === 'cancelled') {
          toast({ title: 'Generation cancelled' })
        }
      } catch (error) {
        // Ended in the meantime (404: the reply is in the history now), or left: nothing to say.
        if (liveTurn.detached || abort.signal.aborted) return
        if (error instanceof ApiRequestError && error.status === 404) return
        toastError('Message failed', error, SEND_FAILED)
      } finally {
        if (live.current === liveTurn) settle(sessionId)
      }
    },
    [queryClient, restoreText, settle],
  )

  /** Stop: the server keeps what was written so far, and every tab reading the reply sees it end. */
  const cancel = useCallback(() => {
    const turn = live.current
    if (!turn) return
    turn.stopRequested = true
    if (turn.phase === 'preparing') controller.current?.abort()
    else if (turn.turnId && turn.sessionId) void stopTurn(turn.sessionId, turn.turnId)
    // Otherwise the turn id is on its way: onTurn stops it as soon as it arrives.
  }, [])

  /** The person opened another conversation: stop reading this reply (it goes on, and is stored). */
  const detach = useCallback(() => {
    const turn = live.current
    if (!turn || turn.phase === 'preparing') return
    turn.detached = true
    controller.current?.abort()
    settle(turn.sessionId)
  }, [settle])

  return {
    send,
    resume,
    cancel,
    detach,
    pending,
    isGenerating: pending !== null,
    wholeReplyIds,
    failureCode,
  }
}

async function stopTurn(sessionId: string, turnId: string) {
  try {
    await cancelTurn(sessionId, turnId)
  } catch (error) {
    // 404: it had ended already; the last event says how.
    if (error instanceof ApiRequestError && error.status === 404) return
    toastError('Could not stop the reply', error, 'Please try again.')
  }
}
