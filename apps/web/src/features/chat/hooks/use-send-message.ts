import type { ConversationMode, Message } from '@orion/contracts/chat'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { createSession } from '@/features/chat/api/create-session'
import { subscriptionStatusQueryKey } from '@/features/chat/api/get-subscription-status'
import { streamMessage } from '@/features/chat/api/stream-message'
import { TRIAL_LIMIT_MESSAGE } from '@/features/chat/hooks/use-trial-notices'
import { addMessagesToSession, seedNewSession } from '@/features/chat/session-cache'
import { ApiRequestError, readableErrorMessage } from '@/lib/api-error'
import { sessionsQueryKey } from '@/lib/chat-sessions/query-keys'
import { setCurrentSession, type CurrentSessionId } from '@/lib/current-session'
import { toast } from '@/lib/toast'

/** The turn being sent: the user's message (optimistic until the server echoes it) and the reply. */
export interface PendingTurn {
  sessionId: string | null
  userMessage: Message
  userMessageStored: boolean
  parts: { personaId: string; text: string }[]
  crisis: boolean
}

export const OPTIMISTIC_ID = 'optimistic-user-message'
const SEND_FAILED = 'Unable to send message. Please try again.'
// spec part 1 §8: for these the server's own sentence is the better explanation.
const CODES_WITH_SERVER_MESSAGE = new Set([402, 409, 503])

function optimisticMessage(text: string, mode: ConversationMode, userId: string): Message {
  return {
    id: OPTIMISTIC_ID,
    userId,
    sessionId: '',
    role: 'user',
    content: text,
    timestamp: new Date().toISOString(),
    imageUrls: [],
    conversationMode: mode,
    status: 'complete',
    safety: null,
  }
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
}: {
  currentSession: CurrentSessionId
  userId: string
  restoreText: (text: string) => void
}) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<PendingTurn | null>(null)
  const [wholeReplyIds, setWholeReplyIds] = useState<ReadonlySet<string>>(new Set())
  const [failureCode, setFailureCode] = useState<string | null>(null)
  const controller = useRef<AbortController | null>(null)

  const send = useCallback(
    async (text: string, mode: ConversationMode) => {
      if (controller.current || text.trim() === '') return
      const abort = new AbortController()
      controller.current = abort
      let turn: PendingTurn = {
        sessionId: currentSession === 'new' ? null : currentSession,
        userMessage: optimisticMessage(text, mode, userId),
        userMessageStored: false,
        parts: [],
        crisis: false,
      }
      const update = (next: PendingTurn) => {
        turn = next
        setPending(next)
      }
      update(turn)
      let receivedDelta = false
      try {
        let sessionId = turn.sessionId
        if (!sessionId) {
          const session = await createSession()
          sessionId = session.id
          seedNewSession(queryClient, session)
          update({ ...turn, sessionId })
          setCurrentSession(sessionId)
        }
        const payload = { content: text, imageUrls: [], conversationMode: mode }
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
            onSafety: (notice) => update({ ...turn, crisis: turn.crisis || notice.crisis }),
          },
          abort.signal,
        )
        const stored = [turn.userMessage, assistantMessage].filter((m) => m.id !== OPTIMISTIC_ID)
        addMessagesToSession(queryClient, sessionId, stored)
        if (!receivedDelta) setWholeReplyIds((ids) => new Set(ids).add(assistantMessage.id))
        setFailureCode(null)
      } catch (error) {
        if (abort.signal.aborted) {
          restoreText(text)
          toast({ title: 'Generation cancelled' })
        } else {
          if (!turn.userMessageStored) restoreText(text)
          const status = error instanceof ApiRequestError ? error.status : 0
          if (error instanceof ApiRequestError) setFailureCode(error.code ?? null)
          if (error instanceof ApiRequestError && error.code === 'trial_limit_reached') {
            toast({
              title: 'Trial Limit Reached',
              description: readableErrorMessage(error, TRIAL_LIMIT_MESSAGE),
              variant: 'destructive',
            })
            return
          }
          const description = CODES_WITH_SERVER_MESSAGE.has(status)
            ? readableErrorMessage(error, SEND_FAILED)
            : SEND_FAILED
          toast({ title: 'Message failed', description, variant: 'destructive' })
        }
      } finally {
        controller.current = null
        setPending(null)
        void queryClient.invalidateQueries({ queryKey: sessionsQueryKey })
        void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey })
      }
    },
    [currentSession, userId, restoreText, queryClient],
  )

  /** Stops the reply being generated (the server keeps what was streamed so far). */
  const cancel = useCallback(() => controller.current?.abort(), [])

  return { send, cancel, pending, isGenerating: pending !== null, wholeReplyIds, failureCode }
}
