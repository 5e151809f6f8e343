import { z } from 'zod'

// Read aloud (POST /api/tts) and dictation (POST /api/speech-to-text).

export const DEFAULT_VOICE = 'ash'
export const DEFAULT_SPEED = 1
export const SPEED_MIN = 0.25
export const SPEED_MAX = 4
/** OpenAI's /audio/speech takes at most 4096 characters; the web app sends one sentence at a time. */
export const TTS_TEXT_MAX = 4096
/** OpenAI's /audio/transcriptions takes files up to 25 MB. */
export const SPEECH_AUDIO_MAX_BYTES = 25 * 1024 * 1024

/** The recorder types dictation may send, in the order the web app tries them. */
export const RECORDER_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/ogg',
  'audio/mp4',
] as const

export const voiceNameSchema = z
  .string()
  .trim()
  .min(1, 'Voice is required')
  .max(64, 'Voice cannot exceed 64 characters')
  .regex(/^[A-Za-z0-9_.+:-]+$/, 'Voice may contain only letters, digits and _ . + : -')

export const ttsRequestSchema = z.object({
  text: z
    .string({ error: 'Text is required' })
    .trim()
    .min(1, 'Text is required')
    .max(TTS_TEXT_MAX, `Text cannot exceed ${TTS_TEXT_MAX} characters`),
  /** Omitted: the server's SPEECH_VOICE (default ash), so a Kokoro or Piper server needs no client change. */
  voice: voiceNameSchema.optional(),
  /** Omitted: the server's SPEECH_SPEED (default 1). */
  speed: z
    .number({ error: 'Speed must be a number' })
    .min(SPEED_MIN, `Speed must be between ${SPEED_MIN} and ${SPEED_MAX}`)
    .max(SPEED_MAX, `Speed must be between ${SPEED_MIN} and ${SPEED_MAX}`)
    .optional(),
})
export type TtsRequest = z.input<typeof ttsRequestSchema>

export const speechToTextResponseSchema = z.object({ text: z.string() })
export type SpeechToTextResponse = z.infer<typeof speechToTextResponseSchema>

/** The code of the 503 both routes answer when no speech server is configured or offered. */
export const SPEECH_UNAVAILABLE = 'speech_unavailable'
