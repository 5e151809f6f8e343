import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import type { UserRow } from '../../db/schema/users'
import type { AiProvider } from '../../platform/ai/ai-provider'
import type { SafetyService } from '../safety/safety.service'
import type { SubscriptionService } from '../subscription/subscription.service'
import { createChatTurns, type ImageTool, type SendInput } from './chat-turn'
import { createChatRepository } from './chat.repository'
import { chatRoutes } from './chat.routes'
import type { ContextSeams } from './context'
import type { MessageAttachments } from './message-attachments'
import { createChatService } from './chat.service'
import { openAiMessagesRoutes } from './openai-messages.routes'
import { createDirectCompletion } from './openai-messages.service'
import { loadPersonas } from './personas'
import { sessionExportRoutes } from './session-export.routes'
import { createTurnHub } from './turn-hub'

export interface ChatFeatureOptions {
  db: Database
  ai: AiProvider | null
  /** PERSONAS_FILE; null for the three default personas. */
  personasFile: string | null
  /** The free trial, enforced in the transaction that stores each message. */
  subscriptionService: SubscriptionService
  /** Each turn's risk, careful instructions and AI disclosure. */
  safetyService: SafetyService
  /** What other features add to each turn's context (memory, ...). */
  seams?(
    user: UserRow,
    message: SendInput & { id: string; sessionId: string },
  ): Promise<ContextSeams>
  /** Pictures and documents sent with messages (features/uploads). */
  attachments?: MessageAttachments
  /** The personas' image tool (features/gallery), when an image provider is configured. */
  imageTool?: ImageTool | null
}

/** Chat sessions, messages (streaming and not), export and personas. */
export async function registerChatFeature(app: FastifyInstance, options: ChatFeatureOptions) {
  const personas = loadPersonas(options.personasFile)
  const repository = createChatRepository(options.db)
  const chatService = createChatService(repository, personas, options.attachments)
  const chatTurns = createChatTurns({
    repository,
    subscription: options.subscriptionService,
    personas,
    ai: options.ai,
    safety: options.safetyService,
    seams: options.seams,
    log: app.log,
    attachments: options.attachments,
    imageTool: options.imageTool,
  })
  // Replies being written, readable from any request; stopped and stored when the server closes.
  const hub = createTurnHub(app.log)
  app.addHook('onClose', () => hub.close())
  await app.register(chatRoutes, { chatService, chatTurns, hub, personas })
  await app.register(sessionExportRoutes, { chatService })
  await app.register(openAiMessagesRoutes, {
    directCompletion: createDirectCompletion({ ai: options.ai, repository }),
  })
  return { chatService }
}
