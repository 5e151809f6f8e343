import type { FastifyInstance } from 'fastify'
import type { Speech } from '../../platform/speech/create-speech'
import { voiceRoutes } from './voice.routes'
import { createVoiceService } from './voice.service'

/** Read aloud (/api/tts) and dictation (/api/speech-to-text) through the speech servers. */
export async function registerVoiceFeature(app: FastifyInstance, deps: { speech: Speech }) {
  const voiceService = createVoiceService(deps.speech)
  await app.register(voiceRoutes, { voiceService })
  return { voiceService }
}
