import { SPEECH_UNAVAILABLE } from '@orion/contracts/voice'
import { fileTypeFromBuffer } from 'file-type'
import type { Speech } from '../../platform/speech/create-speech'
import { SpeechProviderError, type SynthesizedAudio } from '../../platform/speech/speech-provider'
import { AppError } from '../../plugins/app-error'

// POST /api/tts and POST /api/speech-to-text: the speech platform, with our
// defaults, the recording's type checked by its bytes, and failures in the one error shape.

/** Containers an OpenAI-compatible transcription server accepts, as file-type names them. */
const AUDIO_TYPES: Record<string, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  oga: 'audio/ogg',
  mp4: 'audio/mp4',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
}

export const NOT_AUDIO_MESSAGE = 'The recording must be WebM, Ogg, MP4, WAV, MP3 or FLAC audio.'

const unavailable = (message: string) => new AppError(503, SPEECH_UNAVAILABLE, message)

function asAppError(error: unknown, what: string): AppError {
  if (!(error instanceof SpeechProviderError)) throw error
  switch (error.kind) {
    case 'not_available':
      return unavailable(`${what} is not available on this server.`)
    case 'bad_request':
      return new AppError(400, 'speech_rejected', error.message)
    case 'rate_limited':
      return new AppError(429, 'rate_limited', `${what} is busy. Please try again in a moment.`)
    case 'timeout':
      return new AppError(504, 'speech_timeout', error.message)
    case 'aborted':
      return new AppError(499, 'cancelled', error.message)
    case 'unavailable':
      return new AppError(502, 'speech_failed', error.message)
  }
}

export function createVoiceService(speech: Speech) {
  return {
    async synthesize(
      request: { text: string; voice?: string; speed?: number },
      signal?: AbortSignal,
    ): Promise<SynthesizedAudio> {
      if (!speech.tts) {
        throw unavailable(
          'Text-to-speech is not configured on this server (SPEECH_BASE_URL); the browser voice reads aloud instead.',
        )
      }
      try {
        return await speech.tts.synthesize({
          text: request.text,
          voice: request.voice ?? speech.defaultVoice,
          speed: request.speed ?? speech.defaultSpeed,
          signal,
        })
      } catch (error) {
        throw asAppError(error, 'Text-to-speech')
      }
    },

    async transcribe(audio: Buffer, signal?: AbortSignal): Promise<string> {
      if (!speech.stt) {
        throw unavailable(
          'Speech-to-text is not configured on this server (SPEECH_BASE_URL or SPEECH_STT_BASE_URL); the browser recognition is used instead.',
        )
      }
      if (audio.length === 0) throw AppError.badRequest('The recording is empty.')
      const detected = await fileTypeFromBuffer(audio)
      const mimeType = detected ? AUDIO_TYPES[detected.ext] : undefined
      if (!detected || !mimeType) throw new AppError(415, 'unsupported_audio', NOT_AUDIO_MESSAGE)
      try {
        return await speech.stt.transcribe({
          audio,
          filename: `recording.${detected.ext}`,
          mimeType,
          signal,
        })
      } catch (error) {
        throw asAppError(error, 'Speech-to-text')
      }
    },
  }
}

export type VoiceService = ReturnType<typeof createVoiceService>
