import {
  AI_DISCLOSURE_TEXT,
  CONVERSATION_TOKEN_LIMIT,
  DEFAULT_SESSION_TITLE,
  joinPersonaParts,
  type ConversationMode,
  type Message,
  type StreamEventName,
  type streamEventSchemas,
} from '@orion/contracts/chat'
import type { z } from 'zod'
import type { UserRow } from '../../db/schema/users'
import {
  AiProviderError,
  usableModel,
  type AiProvider,
  type ToolCall,
  type ToolDefinition,
} from '../../platform/ai/ai-provider'
import {
  EMPTY_REPLY_MESSAGE,
  MESSAGE_OVERHEAD,
  aiNotConfigured,
  replyReserve,
} from '../../platform/ai/model-task'
import { AppError } from '../../plugins/app-error'
import type { SubscriptionService } from '../subscription/subscription.service'
import {
  IMAGE_GENERATION_NOT_CONFIGURED_MESSAGE,
  IMAGINE_NEEDS_PROMPT,
  IMAGE_PROMPT_MAX_LENGTH,
  type DocumentSummary,
} from '@orion/contracts/uploads'
import { toMessage } from './chat-contract'
import type {
  ChatRepository,
  HistoryMessage,
  MessageColumns,
  SessionColumns,
} from './chat.repository'
import { sessionNotFound, titleFromMessage } from './chat.service'
import {
  buildPersonaContext,
  prepareTurnContext,
  type ContextSeams,
  type TurnContext,
} from './context'
import { plainAttachments, type MessageAttachments } from './message-attachments'
import type { PersonaDefinition } from './personas'
import type { SafetyService, TurnSafety } from '../safety/safety.service'

// One chat turn, in three steps so that no transaction stays open
// while the model answers (PGlite is single-connection):
//   start():  validate, count the trial message and store the user message (one short transaction)
//   run():    the personas answer (in parallel when the provider allows), events go to the caller
//   finish(): store the reply, or undo the turn when no persona produced any text
//
// What is stored when things go wrong:
//   - every persona failed, or the person cancelled before any text: nothing. The user message is
//     deleted, the trial message refunded, and the session's title, updatedAt and tokens restored.
//   - some personas failed, others answered: the reply holds the parts that produced text (a part
//     cut off by a failure keeps what was streamed), status 'complete'; failed personas are logged.
//   - the person cancelled after some text: the reply holds exactly what was streamed, 'cancelled'.

export const EMPTY_MESSAGE = 'Message cannot be empty'
export const CONVERSATION_LIMIT_MESSAGE =
  'This conversation has reached its 800,000-token limit. Start a new conversation to keep talking.'
/** How many earlier messages are read to fill the context (more never fit a real window). */
const HISTORY_MESSAGES = 400

export type StreamEvent = {
  [K in StreamEventName]: { name: K; data: z.infer<(typeof streamEventSchemas)[K]> }
}[StreamEventName]
export type EmitEvent = (event: StreamEvent) => void

export interface SendInput {
  content: string
  imageUrls: string[]
  /** Documents uploaded with POST /api/documents/upload, sent with this message. */
  documentIds?: string[]
  conversationMode: ConversationMode
  /** The browser's guess of the person's country, until they choose one in Settings. */
  country?: string
  /** Imagine: the content is also the prompt of a picture drawn for the reply. */
  imagine?: boolean
}

export interface StartedTurn {
  user: UserRow
  session: SessionColumns
  userMessage: MessageColumns
  documents: DocumentSummary[]
  history: HistoryMessage[]
  /** This turn's risk (local detector, carried, raised by the model check) and AI disclosure. */
  safety: TurnSafety
  /** Whose crisis lines the careful instructions name. */
  country: string | null
  mode: ConversationMode
  trialCounted: boolean
  titleChanged: boolean
  /** The Imagine picture (its stored path /api/images/{id}), shown in the reply. */
  imagined: { path: string; prompt: string } | null
}

export interface PersonaOutcome {
  persona: PersonaDefinition
  text: string
  error: AiProviderError | null
  /** Pictures the persona drew with the image tool (stored paths /api/images/{id}). */
  imageUrls?: string[]
}

/**
 * A picture the personas may draw during their reply (features/gallery, when an image provider
 * is configured): offered to the model as a tool; `draw` stores the picture and answers its
 * stored path, or throws a message to pass on to the model.
 */
export interface ImageTool {
  definition: ToolDefinition
  draw(userId: string, prompt: string): Promise<string>
}

export interface TurnResult {
  outcomes: PersonaOutcome[]
  cancelled: boolean
  /** The memories the personas were given. */
  remembered: NonNullable<ContextSeams['remembered']>
  /** The person's About Me was in the context. */
  aboutMeUsed: boolean
  /** The person's latest Fitbit reading was in the context. */
  wearableUsed: boolean
}

export interface ChatTurnDependencies {
  repository: ChatRepository
  subscription: SubscriptionService
  personas: PersonaDefinition[]
  ai: AiProvider | null
  safety: SafetyService
  /** Later features (About Me, memory, Fitbit, documents) fill the context seams here. */
  seams?(
    user: UserRow,
    message: SendInput & { id: string; sessionId: string },
  ): Promise<ContextSeams>
  log?: { warn(object: object, message: string): void }
  /** Pictures and documents (features/uploads); by default links are kept as typed. */
  attachments?: MessageAttachments
  /** The image tool, only when an image provider is configured. */
  imageTool?: ImageTool | null
}

function asProviderError(error: unknown): AiProviderError {
  if (error instanceof AiProviderError) return error
  return new AiProviderError('unavailable', 'The AI model could not answer. Please try again.', {
    cause: error,
  })
}

export function createChatTurns(deps: ChatTurnDependencies) {
  const { repository, subscription, personas } = deps
  const attachments = deps.attachments ?? plainAttachments
  const { presentImageUrls } = attachments

  async function start(user: UserRow, sessionId: string, input: SendInput): Promise<StartedTurn> {
    const content = input.content.trim()
    const documentIds = input.documentIds ?? []
    if (input.imagine && content === '') throw AppError.badRequest(IMAGINE_NEEDS_PROMPT)
    if (content === '' && input.imageUrls.length === 0 && documentIds.length === 0) {
      throw AppError.badRequest(EMPTY_MESSAGE)
    }
    const ai = usableModel(deps.ai)
    if (!ai) {
      if (!(await repository.findSession(user.id, sessionId))) throw sessionNotFound()
      throw aiNotConfigured()
    }
    // The session and as much of its history as can fit the context, in one query.
    const found = await repository.findSessionWithHistory(user.id, sessionId, {
      limit: HISTORY_MESSAGES,
      tokenBudget: ai.contextWindow - replyReserve(ai.contextWindow),
      perMessage: MESSAGE_OVERHEAD,
    })
    if (!found) throw sessionNotFound()
    const { session, history } = found
    if (session.tokensUsed >= CONVERSATION_TOKEN_LIMIT) {
      throw new AppError(409, 'conversation_limit', CONVERSATION_LIMIT_MESSAGE)
    }

    const imageUrls = await attachments.acceptImageUrls(user.id, input.imageUrls)
    await attachments.checkDocuments(user.id, documentIds)
    // Imagine: the picture is drawn before anything is stored, so a refused prompt or a failed
    // provider answers like any failed send (the text goes back to the composer).
    let imagined: StartedTurn['imagined'] = null
    if (input.imagine) {
      if (!deps.imageTool) {
        throw new AppError(
          503,
          'image_generation_unavailable',
          IMAGE_GENERATION_NOT_CONFIGURED_MESSAGE,
        )
      }
      const prompt = content.slice(0, IMAGE_PROMPT_MAX_LENGTH)
      imagined = { path: await deps.imageTool.draw(user.id, prompt), prompt }
    }
    const safety = await deps.safety.beginTurn(session.id, content)
    const riskLevel = safety.risk.effective.level
    const title = session.title === DEFAULT_SESSION_TITLE ? titleFromMessage(content) : null
    const tokenCount = ai.countTokens(content)

    return repository.db.transaction(async (tx) => {
      const trialCounted = await subscription.consumeMessage(user, tx)
      // The message, the session's tokens/updatedAt/title: one statement.
      const { message: userMessage } = await repository.storeMessage(
        {
          sessionId: session.id,
          userId: user.id,
          role: 'user',
          content,
          imageUrls,
          conversationMode: input.conversationMode,
          crisis: riskLevel !== 'none',
          riskLevel,
          aiDisclosure: safety.disclose,
          tokenCount,
        },
        title ? { title } : {},
        tx,
      )
      const documents = await attachments.attachDocuments(user.id, userMessage, documentIds, tx)
      return {
        user,
        session,
        userMessage,
        documents,
        history,
        safety,
        country: user.country ?? input.country ?? null,
        mode: input.conversationMode,
        trialCounted,
        titleChanged: title !== null,
        imagined,
      }
    })
  }

  /** The token counter handed to the context builder: one function, so its counts are kept. */
  const countTokens = (text: string) => deps.ai?.countTokens(text) ?? 0

  function contextInput(ai: AiProvider, turn: StartedTurn, seams: ContextSeams) {
    return {
      personas,
      userName: turn.user.fullName,
      mode: turn.mode,
      careful: deps.safety.instruction(turn.safety.risk.effective.level, turn.country),
      seams,
      history: turn.history,
      current: turn.userMessage,
      countTokens,
      contextWindow: ai.contextWindow,
    }
  }

  async function answer(
    ai: AiProvider,
    turn: StartedTurn,
    persona: PersonaDefinition,
    seams: ContextSeams,
    shared: TurnContext,
    signal: AbortSignal,
    emit: EmitEvent,
    drawing: { claimed: boolean },
  ): Promise<PersonaOutcome> {
    const outcome: PersonaOutcome = { persona, text: '', error: null }
    const context = buildPersonaContext({
      ...contextInput(ai, turn, seams),
      persona,
      shared,
    })
    emit({ name: 'persona-start', data: { personaId: persona.id } })
    const imageTool = deps.imageTool ?? null
    const calls: ToolCall[] = []
    const speak = async (messages: typeof context.messages, offerTools: boolean) => {
      for await (const text of ai.stream({
        messages,
        model: turn.mode === 'research' ? 'research' : 'default',
        maxTokens: replyReserve(ai.contextWindow),
        signal,
        ...(offerTools && imageTool
          ? { tools: [imageTool.definition], onToolCall: (call) => calls.push(call) }
          : {}),
      })) {
        if (signal.aborted) break
        if (text === '') continue
        outcome.text += text
        emit({ name: 'delta', data: { personaId: persona.id, text } })
      }
    }
    try {
      if (turn.imagined) {
        // Imagine: the picture is already made and goes with the reply; the persona says a few
        // words with it, and is not offered the tool to draw another.
        const note = `The person used Imagine: the picture they asked for ("${turn.imagined.prompt.slice(0, 300)}") has been made and is shown with your reply. Say a few words to go with it; do not describe a link.`
        await speak([...context.messages, { role: 'system', content: note }], false)
        emit({ name: 'persona-end', data: { personaId: persona.id } })
        return outcome
      }
      await speak(context.messages, true)
      const call = calls.find((made) => made.name === imageTool?.definition.name)
      if (call && imageTool && !signal.aborted) {
        // The picture is drawn, then the persona says a few words with it (tools are not offered
        // again). One picture per turn: the first persona to ask draws it.
        const note = drawing.claimed
          ? 'Another voice of Orion is already drawing a picture for this reply. Answer in words.'
          : await drawPicture(imageTool, turn.user.id, call, outcome, drawing)
        await speak([...context.messages, { role: 'system', content: note }], false)
      }
    } catch (error) {
      if (!signal.aborted) outcome.error = asProviderError(error)
    }
    emit({ name: 'persona-end', data: { personaId: persona.id } })
    return outcome
  }

  /** Runs the image tool; answers what the persona is told about it. */
  async function drawPicture(
    tool: ImageTool,
    userId: string,
    call: ToolCall,
    outcome: PersonaOutcome,
    drawing: { claimed: boolean },
  ): Promise<string> {
    let prompt = ''
    try {
      const parsed = JSON.parse(call.arguments) as { prompt?: unknown }
      if (typeof parsed.prompt === 'string') prompt = parsed.prompt.trim()
    } catch {
      // not JSON: no prompt
    }
    if (prompt === '') {
      return 'You asked for a picture without describing it, so none was made. Answer in words.'
    }
    drawing.claimed = true
    try {
      const path = await tool.draw(userId, prompt.slice(0, IMAGE_PROMPT_MAX_LENGTH))
      outcome.imageUrls = [...(outcome.imageUrls ?? []), path]
      return `The picture you asked for ("${prompt.slice(0, 300)}") has been made and is shown with your reply. Say a few words to go with it; do not describe a link.`
    } catch (error) {
      deps.log?.warn({ err: error }, 'the image tool could not draw a picture')
      const reason = error instanceof Error ? error.message : 'it failed'
      return `The picture could not be made (${reason}). Tell the person briefly, and answer in words.`
    }
  }

  async function run(turn: StartedTurn, signal: AbortSignal, emit: EmitEvent): Promise<TurnResult> {
    const ai = usableModel(deps.ai)
    if (!ai) throw aiNotConfigured()
    emit({ name: 'user-message', data: present(turn) })
    if (turn.safety.disclose) emit({ name: 'disclosure', data: { text: AI_DISCLOSURE_TEXT } })
    const safetyNotice = () => {
      const level = turn.safety.risk.effective.level
      emit({ name: 'safety', data: { crisis: level !== 'none', level } })
    }
    if (turn.safety.risk.effective.level !== 'none') safetyNotice()
    // The model layer runs beside the personas; a risk it finds shows the panel mid-reply.
    const check = deps.safety
      .modelCheck(turn.userMessage.content, signal)
      .then((finding) => deps.safety.raise(turn.safety, finding) && safetyNotice())
    const seams = (await deps.seams?.(turn.user, turn.userMessage)) ?? {}
    // The history, the message and the common prompt are read and counted once for every persona.
    const shared = prepareTurnContext(contextInput(ai, turn, seams))
    const drawing = { claimed: false }
    let outcomes: PersonaOutcome[]
    if (ai.supportsParallel) {
      outcomes = await Promise.all(
        personas.map((persona) => answer(ai, turn, persona, seams, shared, signal, emit, drawing)),
      )
    } else {
      outcomes = []
      for (const persona of personas) {
        if (signal.aborted) break
        outcomes.push(await answer(ai, turn, persona, seams, shared, signal, emit, drawing))
      }
    }
    await check
    return {
      outcomes,
      cancelled: signal.aborted,
      remembered: seams.remembered ?? [],
      aboutMeUsed: Boolean(seams.aboutMe?.trim()),
      wearableUsed: Boolean(seams.fitbitReading?.trim()),
    }
  }

  /** Undoes start(): the user message, the trial count, and the session's title/updatedAt/tokens. */
  async function undo(turn: StartedTurn) {
    await repository.db.transaction(async (tx) => {
      await attachments.releaseDocuments(turn.userMessage.id, tx)
      await repository.deleteMessage(turn.user.id, turn.userMessage.id, tx)
      if (turn.trialCounted) await subscription.refundMessage(turn.user, tx)
      await repository.updateSession(
        turn.user.id,
        turn.session.id,
        {
          tokensUsed: turn.session.tokensUsed,
          updatedAt: turn.session.updatedAt,
          ...(turn.titleChanged ? { title: turn.session.title } : {}),
        },
        tx,
      )
    })
  }

  /**
   * Stores the reply and returns it; when no persona produced text, undoes the turn and returns
   * null (with the provider's error when there was one).
   */
  async function finish(
    turn: StartedTurn,
    result: TurnResult,
  ): Promise<{ assistantMessage: Message | null; error: AiProviderError | null }> {
    const failures = result.outcomes.filter((outcome) => outcome.error)
    for (const failure of failures) {
      deps.log?.warn(
        { personaId: failure.persona.id, err: failure.error },
        'a persona could not answer',
      )
    }
    const imageUrls = [
      ...(turn.imagined ? [turn.imagined.path] : []),
      ...result.outcomes.flatMap((outcome) => outcome.imageUrls ?? []),
    ]
    const parts = result.outcomes
      .filter((outcome) => outcome.text.trim() !== '')
      .map((outcome) => ({ personaId: outcome.persona.id, text: outcome.text }))
    if (parts.length === 0) {
      await undo(turn)
      return {
        assistantMessage: null,
        error: result.cancelled ? null : (failures[0]?.error ?? emptyReplyError()),
      }
    }
    const content = joinPersonaParts(parts)
    const riskLevel = turn.safety.risk.effective.level
    if (turn.safety.raisedByModel) {
      await repository.setRiskLevel(turn.user.id, turn.userMessage.id, riskLevel)
      turn.userMessage = { ...turn.userMessage, riskLevel, crisis: riskLevel !== 'none' }
    }
    const tokenCount = deps.ai?.countTokens(content) ?? 0
    // The reply, the session's tokens and the memories it was given: one statement, atomic.
    const stored = await repository.storeMessage(
      {
        sessionId: turn.session.id,
        userId: turn.user.id,
        role: 'assistant',
        content,
        imageUrls,
        conversationMode: turn.mode,
        status: result.cancelled ? 'cancelled' : 'complete',
        crisis: riskLevel !== 'none',
        riskLevel,
        tokenCount,
        aboutMeUsed: result.aboutMeUsed,
        wearableUsed: result.wearableUsed,
      },
      { rememberedIds: result.remembered.map((memory) => memory.memoryId) },
    )
    await deps.safety.finishTurn(turn.user.id, turn.session.id, turn.safety)
    // Only what was recorded: a memory deleted while the personas answered is not claimed.
    const remembered = rememberedAsStored(result.remembered, stored.recorded)
    return {
      assistantMessage: toMessage(
        stored.message,
        remembered ??
          (await repository.rememberedBy([stored.message.id])).get(stored.message.id) ??
          [],
        { presentImageUrls },
      ),
      error: null,
    }
  }

  /** The user's message as the web app reads it: signed picture URLs, document chips. */
  function present(turn: StartedTurn): Message {
    return toMessage(turn.userMessage, undefined, { presentImageUrls, documents: turn.documents })
  }

  return { start, run, finish, present }
}
export type ChatTurns = ReturnType<typeof createChatTurns>

/**
 * The recorded memories in the order rememberedBy() reads them (newest first), or null when a
 * memory's date is unknown (then they are read back).
 */
function rememberedAsStored(
  given: TurnResult['remembered'],
  recorded: Set<string>,
): { memoryId: string; summary: string }[] | null {
  const kept = given.filter((memory) => recorded.has(memory.memoryId))
  if (kept.some((memory) => memory.createdAt === undefined)) return null
  return kept
    .sort(
      (a, b) =>
        b.createdAt!.getTime() - a.createdAt!.getTime() ||
        (a.memoryId < b.memoryId ? 1 : a.memoryId > b.memoryId ? -1 : 0),
    )
    .map(({ memoryId, summary }) => ({ memoryId, summary }))
}

function emptyReplyError() {
  return new AiProviderError('unavailable', EMPTY_REPLY_MESSAGE)
}
