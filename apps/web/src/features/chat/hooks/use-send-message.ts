import {
  RISK_LEVELS,
  type ConversationMode,
  type Message,
  type RiskLevel,
} from '@orion/contracts/chat'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { createSession } from '@/features/chat/api/create-session'
import { uploadDocument } from '@/features/chat/api/upload-document'
import { uploadImage } from '@/features/chat/api/upload-image'
import type { StagedFile } from '@/features/chat/attachments/staged-file'
import { subscriptionStatusQueryKey } from '@/features/chat/api/get-subscription-status'
import { streamMessage } from '@/features/chat/api/stream-message'
import { TRIAL_LIMIT_MESSAGE } from '@/features/chat/hooks/use-trial-notices'
import { addMessagesToSession, seedNewSession } from '@/features/chat/session-cache'
import { ApiRequestError, readableErrorMessage } from '@/lib/api-error'
import { sessionsQueryKey } from '@/lib/chat-sessions/query-keys'
import { guessCountry } from '@/lib/crisis-country'
import { setCurrentSession, type CurrentSessionId } from '@/lib/current-session'
import { toast } from '@/lib/toast'

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
// spec part 1 §8: for these the server's own sentence is the better explanation.
const CODES_WITH_SERVER_MESSAGE = new Set([402, 409, 503])

function optimisticMessage(
  text: string,
  mode: ConversationMode,
  userId: string,
  files: StagedFile[],
  pictures: string[],
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
    imageUrls: [...files.flatMap((file) => (file.preview ? [file.preview] : [])), ...pictures],
    conversationMode: mode,
    status: 'complete',
    safety: null,
    ...(documents.length > 0 ? { documents } : {}),
  }
}

class UploadFailed extends Error {}

/**
 * Uploads the staged files before the message is sent (spec part 1 §4): picture URLs and
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
      toast(
        file.kind === 'image'
          ? {
              title: 'Image upload failed',
              description: readableErrorMessage(error, 'Please try again.'),
              variant: 'destructive',
            }
          : {
              title: 'Upload failed',
              description: readableErrorMessage(
                error,
                'There was an error uploading your document. Please try again.',
              ),
              variant: 'destructive',
            },
      )
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

/**
 * Sending a message (spec part 1 §4 "Sending a message" and "Current session"): creates the
 * conversation first when there is none, shows the user's message at once, streams the reply,
 * and rolls back with a toast on failure. `restoreText` puts the text back in the composer.
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

  const send = useCallback(
    /** Answers the stored reply, or null when nothing was sent or it failed. */
    async (
      text: string,
      mode: ConversationMode,
      files: StagedFile[] = [],
      /** Pictures already stored (an Imagine picture): their URLs go with the message as they are. */
      pictures: string[] = [],
    ): Promise<Message | null> => {
      const empty = text.trim() === '' && files.length === 0 && pictures.length === 0
      if (controller.current || empty) return null
      const abort = new AbortController()
      controller.current = abort
      let turn: PendingTurn = {
        sessionId: currentSession === 'new' ? null : currentSession,
        userMessage: optimisticMessage(text, mode, userId, files, pictures),
        userMessageStored: false,
        parts: [],
        safetyLevel: 'none',
      }
      const update = (next: PendingTurn) => {
        turn = next
        setPending(next)
      }
      update(turn)
      let receivedDelta = false
      try {
        const attached = await uploadStaged(files)
        let sessionId = turn.sessionId
        if (!sessionId) {
          const session = await createSession()
          sessionId = session.id
          seedNewSession(queryClient, session)
          update({ ...turn, sessionId })
          setCurrentSession(sessionId)
        }
        const payload = {
          content: text,
          ...attached,
          imageUrls: [...attached.imageUrls, ...pictures],
          conversationMode: mode,
          country: guessCountry(),
        }
        const assistantMessage = await streamMessage(
          sessionId,
          payload,
          {
            onUserMessage: (message) =>
              update({ ...turn, userMessage: message, userMessageStored: true }),
            onPersonaStart: (personaId) => update(appendDelta(turn, personaId, '')),
            onDelta: (personaId, delta) => {
              receivedDelta = true
              update(appendDelta(turn, personaId, delta))
            },
            onPersonaEnd: (personaId) =>
              update({
                ...turn,
                parts: turn.parts.map((part) =>
                  part.personaId === personaId ? { ...part, ended: true } : part,
                ),
              }),
            onSafety: (notice) =>
              update({ ...turn, safetyLevel: higher(turn.safetyLevel, notice.level) }),
            onDisclosure: () =>
              update({ ...turn, userMessage: { ...turn.userMessage, aiDisclosure: true } }),
          },
          abort.signal,
        )
        const stored = [turn.userMessage, assistantMessage].filter((m) => m.id !== OPTIMISTIC_ID)
        addMessagesToSession(queryClient, sessionId, stored)
        if (!receivedDelta) setWholeReplyIds((ids) => new Set(ids).add(assistantMessage.id))
        setFailureCode(null)
        return assistantMessage
      } catch (error) {
        if (error instanceof UploadFailed) {
          restoreText(text)
          restoreFiles(files)
        } else if (abort.signal.aborted) {
          restoreText(text)
          restoreFiles(files)
          toast({ title: 'Generation cancelled' })
        } else {
          if (!turn.userMessageStored) {
            restoreText(text)
            restoreFiles(files)
          }
          const status = error instanceof ApiRequestError ? error.status : 0
          if (error instanceof ApiRequestError) setFailureCode(error.code ?? null)
          if (error instanceof ApiRequestError && error.code === 'trial_limit_reached') {
            toast({
              title: 'Trial Limit Reached',
              description: readableErrorMessage(error, TRIAL_LIMIT_MESSAGE),
              variant: 'destructive',
            })
            return null
          }
          const description = CODES_WITH_SERVER_MESSAGE.has(status)
            ? readableErrorMessage(error, SEND_FAILED)
            : SEND_FAILED
          toast({ title: 'Message failed', description, variant: 'destructive' })
        }
        return null
      } finally {
        controller.current = null
        setPending(null)
        void queryClient.invalidateQueries({ queryKey: sessionsQueryKey })
        void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey })
      }
    },
    [currentSession, userId, restoreText, restoreFiles, queryClient],
  )

  /** Stops the reply being generated (the server keeps what was streamed so far). */
  const cancel = useCallback(() => controller.current?.abort(), [])

  return { send, cancel, pending, isGenerating: pending !== null, wholeReplyIds, failureCode }
}
