import { metaResponseSchema } from '@orion/contracts/meta'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppConfig } from '../../config'

/** Public facts the web app needs before sign-in (which sign-in buttons to show, the support address). */
export const metaRoutes: FastifyPluginAsyncZod<{
  config: AppConfig
  /** The provider answering now: 'none' until a downloadable local model is ready. */
  aiProvider?: () => AppConfig['ai']['provider']
}> = async (app, { config, aiProvider }) => {
  app.get(
    '/api/meta',
    {
      schema: {
        tags: ['meta'],
        summary: 'Public facts about this Orion server',
        response: { 200: metaResponseSchema },
      },
      config: { public: true },
    },
    async () => ({
      name: 'Orion' as const,
      version: config.version,
      supportEmail: config.supportEmail,
      communityUrl: config.communityUrl,
      mailDelivers: config.mail.smtp !== null,
      authProviders: {
        google: config.oauth.google !== null,
        microsoft: config.oauth.microsoft !== null,
      },
      aiProvider: aiProvider?.() ?? config.ai.provider,
      speech: {
        textToSpeech: config.speech.tts !== null,
        speechToText: config.speech.stt !== null,
      },
      imageGeneration: config.imageGeneration !== null,
    }),
  )
}
