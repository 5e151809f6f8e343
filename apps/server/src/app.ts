import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import Fastify from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { AppConfig } from './config'
import type { DatabaseHandle } from './db/client'
import { registerAccountFeature } from './features/account/account.feature'
import { registerAuthFeature } from './features/auth/auth.feature'
import { resolveAuthSecret } from './features/auth/auth-secret'
import { registerChatFeature } from './features/chat/chat.feature'
import type { ContextSeams } from './features/chat/chat.service'
import { registerFeedbackFeature } from './features/feedback/feedback.feature'
import { registerFitbitFeature } from './features/fitbit/fitbit.feature'
import { registerGalleryFeature } from './features/gallery/gallery.feature'
import { GENERATE_IMAGE_TOOL, imagePath } from './features/gallery/gallery.service'
import { registerHealthFeature } from './features/health/health.feature'
import { registerAlertConversations } from './features/proactive/alert-conversation.routes'
import { CHECK_IN_RECENT_MESSAGES } from './features/proactive/check-in-writer'
import { registerProactiveFeature } from './features/proactive/proactive.feature'
import { registerJournalFeature } from './features/journal/journal.feature'
import { registerMemoryFeature } from './features/memory/memory.feature'
import { registerMetaFeature } from './features/meta/meta.feature'
import { registerSafetyFeature } from './features/safety/safety.feature'
import { registerSubscriptionFeature } from './features/subscription/subscription.feature'
import { registerUploadsFeature } from './features/uploads/uploads.feature'
import { registerTelemetryFeature } from './features/telemetry/telemetry.feature'
import { aboutMeContext } from './features/users/about-me'
import { registerUsersFeature } from './features/users/users.feature'
import { registerVoiceFeature } from './features/voice/voice.feature'
import type { AiProvider } from './platform/ai/ai-provider'
import type { BillingGateway } from './platform/billing/billing-gateway'
import { createAiProvider } from './platform/ai/create-ai-provider'
import { createDownloadableModel, type DownloadableModel } from './platform/ai/downloadable-model'
import { usableModel } from './platform/ai/ai-provider'
import { registerLocalModelFeature } from './features/local-model/local-model.feature'
import { replyReserve } from './platform/ai/model-task'
import { createFileStorage } from './platform/storage/create-file-storage'
import { createImageGenerator } from './platform/images/image-generator'
import { createMailer } from './platform/mail/mailer'
import { resolveVapidKeys } from './platform/push/vapid-keys'
import { createWebPushSender } from './platform/push/web-push'
import { createSpeech, type Speech } from './platform/speech/create-speech'
import { registerAuthGuard } from './plugins/auth-guard'
import { registerErrorHandler } from './plugins/error-handler'
import { registerInputGuard } from './plugins/input-guard'
import { registerGracefulShutdown } from './plugins/graceful-shutdown'
import { loggerOptions } from './plugins/log-serializers'
import { registerMetrics } from './plugins/metrics'
import { registerOpenApi } from './plugins/openapi'
import { registerSecurity } from './plugins/security'
import { registerWebApp } from './plugins/web-app'

export interface AppDependencies {
  database: DatabaseHandle
  /** The model provider; by default the one config.ts chose (null: none configured). */
  ai?: AiProvider | null
  /** With no provider configured: the local model the setup card downloads (default: made here). */
  localModel?: DownloadableModel | null
  /** The payment provider; by default Stripe when STRIPE_* are set (null: none). */
  billing?: BillingGateway | null
  /** The speech servers; by default the ones config.ts chose. */
  speech?: Speech
  /** Where the log lines go; by default standard output. */
  logStream?: { write(line: string): void }
  /** The time as the product sees it (the AI disclosure's 3 hours); tests pass a clock they move. */
  clock?: () => Date
}

/** The Fastify instance, used by main.ts and by the tests (through app.inject). */
export async function buildApp(config: AppConfig, dependencies: AppDependencies) {
  const { database } = dependencies
  const app = Fastify({
    logger: loggerOptions(config.logLevel, dependencies.logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>()

  // The web app sends Content-Type: application/json on every call, including the
  // calls with no body (POST /api/logout, /api/sessions, /api/firebase-auth/refresh). An empty JSON
  // body is therefore "no body", not an error; everything else goes through Fastify's safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined)
    return parseJson(request, body.toString(), done)
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app, config.bodyLimitBytes)
  registerInputGuard(app)
  registerGracefulShutdown(app)

  // With no provider configured, the features get the downloadable local model's provider: it
  // says it is unavailable until the setup card or `npm run model:pull` has fetched the model.
  const localModel =
    dependencies.localModel !== undefined
      ? dependencies.localModel
      : dependencies.ai === undefined && config.ai.provider === 'none'
        ? createDownloadableModel({
            source: config.ai.modelSource,
            modelsDir: config.ai.modelsDir,
            contextSize: config.ai.localContextSize,
            sequences: config.ai.localSequences,
            threads: config.ai.localThreads,
            log: app.log,
          })
        : null
  const ai =
    localModel?.provider ??
    (dependencies.ai !== undefined ? dependencies.ai : createAiProvider(config))
  localModel?.refresh() // a model downloaded earlier is loaded now

  await registerOpenApi(app, config.version)
  await registerSecurity(app, config.publicUrl)
  await app.register(cookie)
  await app.register(rateLimit, { global: false })
  const metrics = registerMetrics(app, config.metricsToken)
  const clock = dependencies.clock ?? (() => new Date())

  const secret = resolveAuthSecret(config.auth.secret, config.dataDir)
  const { storage, signer } = await createFileStorage(config, secret)
  app.addHook('onClose', () => storage.close())
  const db = database.db

  // Each feature is registered by its own register(app, deps), which returns the services other
  // features may call, in the order they need each other. Two pairs need each other both ways and
  // meet through a function called only once a request arrives (so after both exist): the users'
  // routes and the sign-in layer, and a chat turn's context and memory.
  // The guard comes first: every /api route declared after it requires a session.
  registerAuthGuard(app, { resolveSession: (headers) => auth.authService.resolveSession(headers) })
  // Logout and a password change (sign-in, below) close the person's live-alert sockets.
  const { proactiveService } = await registerProactiveFeature(app, {
    database,
    webPush: createWebPushSender({
      keys: resolveVapidKeys(config.webPush.keys, config.dataDir),
      subject: config.webPush.subject,
      services: config.webPush.services,
    }),
    resolveSession: (headers) => auth.authService.resolveSession(headers),
    ai,
    clock,
    checkInContext: async (userId) => {
      const user = await usersService.findById(userId)
      if (!user) return null
      const [remembered, recent] = await Promise.all([
        memory.memoryService.list(userId),
        chatService.recentMessages(userId, CHECK_IN_RECENT_MESSAGES),
      ])
      return {
        userName: user.fullName,
        memories: [
          ...(user.consolidatedMemory ? [user.consolidatedMemory] : []),
          ...remembered.memories.map((saved) => saved.summary),
        ],
        messages: recent.toReversed(),
        lastMessageAt: recent[0]?.createdAt ?? null,
      }
    },
  })
  await registerHealthFeature(app, { config, database, ai, localModel })
  await registerMetaFeature(app, {
    config,
    aiProvider: () => (usableModel(ai) ? (ai?.kind ?? 'none') : 'none'),
  })
  await registerLocalModelFeature(app, { db, localModel })
  const { usersService } = await registerUsersFeature(app, {
    db,
    exemptEmails: config.auth.exemptEmails,
    storage,
    providerPhotoOrigins: config.auth.providerPhotoOrigins,
    requestEmailChange: (identityUserId, email) =>
      auth.accounts.requestEmailChange(
        identityUserId,
        email,
        `${config.publicUrl}/settings?emailChanged=1`,
      ),
    sessions: {
      extend: (signedIn) => auth.authService.extend(signedIn),
      changePassword: (...input) => auth.authService.changePassword(...input),
      proveEmailChange: (...input) => auth.authService.proveEmailChange(...input),
    },
  })
  const auth = await registerAuthFeature(app, {
    config,
    db,
    secret,
    mailer: createMailer(config.mail, app.log),
    usersService,
    // Logout and a password change close the person's proactive sockets. Both have already
    // happened when these run: a failure here is logged, never turned into a failed request.
    events: {
      signedOut: (userId, sessionId) =>
        proactiveService
          .sessionEnded(userId, sessionId)
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'could not close the live-alert sockets of a logout'),
          ),
      passwordChanged: (userId) =>
        proactiveService
          .passwordChanged(userId)
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'could not send the password-change security alert'),
          ),
      signedIn: (identityUserId, userAgent) =>
        proactiveService
          .signedIn(identityUserId, userAgent, async () => {
            const user = await usersService.findByIdentityUserId(identityUserId)
            return user?.id ?? null
          })
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'could not check a sign-in for a new device'),
          ),
      emailChanged: (userId) =>
        proactiveService
          .emailChanged(userId)
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'could not send the email-change security alert'),
          ),
    },
  })
  await registerFeedbackFeature(app, { db })
  const { fitbitService } = await registerFitbitFeature(app, { db, config, clock })
  const { galleryService } = await registerGalleryFeature(app, {
    db,
    storage,
    signer,
    publicUrl: config.publicUrl,
    imageGenerator: config.imageGeneration ? createImageGenerator(config.imageGeneration) : null,
  })
  const contextWindow = ai?.contextWindow ?? config.ai.contextWindow
  const { uploadsService, documentsService } = await registerUploadsFeature(app, {
    db,
    storage,
    signer,
    galleryService,
    countTokens: (text) => (ai ? ai.countTokens(text) : Math.ceil(text.length / 4)),
    promptBudget: contextWindow - replyReserve(contextWindow),
    vision: config.ai.vision,
    onCleanupError: (error) =>
      app.log.error({ err: error }, "could not remove a deleted conversation's document file"),
  })
  const { subscriptionService, billingService } = await registerSubscriptionFeature(app, {
    db,
    config,
    gateway: dependencies.billing,
  })
  const { safetyService } = await registerSafetyFeature(app, {
    db,
    ai,
    checkTimeoutMs: config.ai.safetyCheckTimeoutMs,
    clock,
    metrics,
  })
  const { chatService } = await registerChatFeature(app, {
    db,
    ai,
    safetyService,
    personasFile: config.chat.personasFile,
    subscriptionService,
    seams: async (user, message): Promise<ContextSeams> => {
      const [remembered, attached, fitbitReading] = await Promise.all([
        memory.contextSeams(user, message),
        uploadsService.contextSeams(user.id, message),
        fitbitService.contextLine(user),
      ])
      return { ...remembered, ...attached, aboutMe: aboutMeContext(user), fitbitReading }
    },
    attachments: uploadsService.messageAttachments,
    // With an image provider, the personas may draw: the picture goes to the gallery and the reply.
    imageTool: config.imageGeneration
      ? {
          definition: GENERATE_IMAGE_TOOL,
          draw: async (userId, prompt) =>
            imagePath((await galleryService.imagine(userId, prompt)).id),
        }
      : null,
  })
  await registerAlertConversations(app, {
    db,
    startConversation: async (user, message, options) => {
      const tokenCount = ai ? ai.countTokens(message) : Math.ceil(message.length / 4)
      const reply = { content: message, tokenCount }
      return (await chatService.startWithReply(user, reply, options.title)).id
    },
    removeConversation: async (user, sessionId) => {
      await chatService.remove(user, sessionId)
    },
  })
  const memory = await registerMemoryFeature(app, { db, ai, usersService, chatService })
  const { journalService, notebooksService } = await registerJournalFeature(app, {
    db,
    ai,
    chatService,
  })
  await registerVoiceFeature(app, { speech: dependencies.speech ?? createSpeech(config) })
  await registerTelemetryFeature(app, {
    db,
    retentionDays: config.telemetryRetentionDays,
    clock,
  })
  await registerAccountFeature(app, {
    db,
    storage,
    identity: auth.accounts,
    closeBilling: (user) => billingService.closeAccount(user),
    closeWearable: (user) => fitbitService.disconnect(user.id),
    sources: {
      profile: (user) => usersService.toContract(user, null),
      photo: (user) => usersService.readPhoto(user),
      sessions: (user) => chatService.list(user),
      session: (user, id, before) => chatService.get(user, id, { limit: 500, before }),
      journalPage: (userId, offset) =>
        journalService.list(userId, { sort: 'oldest', limit: 500, offset }),
      notebooks: (userId) => notebooksService.list(userId),
      memories: (userId) => memory.memoryService.list(userId),
      fitbitReadings: (userId) => fitbitService.readings(userId),
      galleryPage: (userId, before) => galleryService.list(userId, { limit: 48, before }),
      picture: (userId, id) => galleryService.open(id, 'full', { userId }),
      documents: (userId) => documentsService.listOfUser(userId),
      document: (userId, id) => documentsService.open(userId, id),
    },
  })
  if (ai && dependencies.ai === undefined) app.addHook('onClose', () => ai.close())
  else if (localModel && dependencies.localModel === undefined) {
    app.addHook('onClose', () => localModel.close())
  }

  await registerWebApp(app, config.webDistDir)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
