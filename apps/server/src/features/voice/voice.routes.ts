import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import multipart from '@fastify/multipart'
import { apiErrorSchema } from '@orion/contracts/errors'
import {
  SPEECH_AUDIO_MAX_BYTES,
  speechToTextResponseSchema,
  ttsRequestSchema,
} from '@orion/contracts/voice'
import { z } from 'zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../plugins/app-error'
import type { VoiceService } from './voice.service'

// POST /api/tts and POST /api/speech-to-text, signed-in only. Multipart is
// registered in this plugin only, so no other route accepts uploads through it.

export const NO_AUDIO_MESSAGE = 'Attach the recording as a multipart audio file (recording.webm).'

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
  504: apiErrorSchema,
}

/** Per person, not per address: a household behind one router shares an address. */
const perPerson = (max: number) => ({
  max,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
})

/** Aborted when the client leaves before the response is complete, so the speech server stops. */
function untilClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  return controller.signal
}

export const voiceRoutes: FastifyPluginAsyncZod<{ voiceService: VoiceService }> = async (
  app,
  { voiceService },
) => {
  await app.register(multipart, {
    limits: { fileSize: SPEECH_AUDIO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  })

  app.post(
    '/api/tts',
    {
      schema: {
        tags: ['voice'],
        summary: 'Read text aloud: audio (MP3 unless the server says otherwise), streamed as made',
        body: ttsRequestSchema,
        response: {
          200: z
            .unknown()
            .describe('The audio bytes (Content-Type audio/mpeg or as the server made it)'),
          ...errors,
        },
      },
      // A reply is read sentence by sentence: a long one with three personas is ~40 requests.
      config: { rateLimit: perPerson(120) },
    },
    async (request, reply) => {
      const audio = await voiceService.synthesize(request.body, untilClientLeaves(reply))
      return reply
        .header('content-type', audio.contentType)
        .header('cache-control', 'no-store')
        .send(Readable.fromWeb(audio.body as WebReadableStream))
    },
  )

  app.post(
    '/api/speech-to-text',
    {
      schema: {
        tags: ['voice'],
        summary: 'Transcribe a recording (multipart audio file: WebM, Ogg, MP4, WAV, MP3, FLAC)',
        consumes: ['multipart/form-data'],
        response: { 200: speechToTextResponseSchema, ...errors },
      },
      config: { rateLimit: perPerson(30) },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw AppError.badRequest(NO_AUDIO_MESSAGE)
      const file = await request.file()
      if (!file) throw AppError.badRequest(NO_AUDIO_MESSAGE)
      let audio: Buffer
      try {
        audio = await file.toBuffer()
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new AppError(
            413,
            'file_too_large',
            `The recording is too large (the limit is ${SPEECH_AUDIO_MAX_BYTES / 1024 / 1024} MB).`,
          )
        }
        throw error
      }
      const text = await voiceService.transcribe(audio, untilClientLeaves(reply))
      return { text }
    },
  )
}
