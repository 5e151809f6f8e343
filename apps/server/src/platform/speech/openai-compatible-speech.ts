import OpenAI, { toFile } from 'openai'
import type { SpeechEndpoint } from '../../config'
import { toSpeechProviderError } from './speech-errors'
import {
  SpeechProviderError,
  type SpeechToText,
  type TextToSpeech,
  type TranscriptionRequest,
} from './speech-provider'

// Any OpenAI-compatible speech server through the official SDK: /audio/speech (OpenAI, Speaches,
// Kokoro-FastAPI) and /audio/transcriptions (OpenAI Whisper, faster-whisper, whisper.cpp server).

/** How long a chat provider that answered "no audio route" (Ollama, vLLM) is not asked again. */
export const NOT_OFFERED_RECHECK_MS = 10 * 60 * 1000

function clientFor(endpoint: SpeechEndpoint, timeoutMs: number) {
  return new OpenAI({
    baseURL: endpoint.baseUrl,
    apiKey: endpoint.apiKey || 'not-needed',
    timeout: timeoutMs,
    maxRetries: 1,
  })
}

/**
 * Remembers that the chat provider's server has no audio route, so that a person on Ollama is not
 * kept waiting for a 404 before every sentence. A dedicated SPEECH_* server is always asked.
 */
function offeredGuard(endpoint: SpeechEndpoint, what: string, now: () => number) {
  let notOfferedUntil = 0
  return {
    check() {
      if (now() < notOfferedUntil) {
        throw new SpeechProviderError(
          'not_available',
          `The chat provider at ${endpoint.baseUrl} offers no ${what}.`,
        )
      }
    },
    observe(error: SpeechProviderError) {
      if (error.kind === 'not_available' && endpoint.source === 'chat-provider') {
        notOfferedUntil = now() + NOT_OFFERED_RECHECK_MS
      }
      return error
    },
  }
}

export function createOpenAiCompatibleTts(
  endpoint: SpeechEndpoint,
  options: { timeoutMs: number; now?: () => number },
): TextToSpeech {
  const client = clientFor(endpoint, options.timeoutMs)
  const guard = offeredGuard(endpoint, 'text-to-speech', options.now ?? Date.now)
  const context = {
    what: 'text-to-speech' as const,
    baseUrl: endpoint.baseUrl,
    timeoutMs: options.timeoutMs,
  }
  return {
    description: `${endpoint.model} at ${endpoint.baseUrl}`,
    async synthesize({ text, voice, speed, signal }) {
      guard.check()
      try {
        const response = await client.audio.speech.create(
          { model: endpoint.model, input: text, voice, speed, response_format: 'mp3' },
          { signal },
        )
        if (!response.body) throw new Error('the speech server answered without a body')
        return {
          contentType: response.headers.get('content-type') ?? 'audio/mpeg',
          body: response.body,
        }
      } catch (error) {
        throw guard.observe(toSpeechProviderError(error, context))
      }
    },
  }
}

export function createOpenAiCompatibleStt(
  endpoint: SpeechEndpoint,
  options: { timeoutMs: number; now?: () => number },
): SpeechToText {
  const client = clientFor(endpoint, options.timeoutMs)
  const guard = offeredGuard(endpoint, 'transcription', options.now ?? Date.now)
  const context = {
    what: 'transcription' as const,
    baseUrl: endpoint.baseUrl,
    timeoutMs: options.timeoutMs,
  }
  return {
    description: `${endpoint.model} at ${endpoint.baseUrl}`,
    async transcribe({ audio, filename, mimeType, signal }: TranscriptionRequest) {
      guard.check()
      try {
        const file = await toFile(audio, filename, { type: mimeType })
        const result = await client.audio.transcriptions.create(
          { model: endpoint.model, file, response_format: 'json' },
          { signal },
        )
        return result.text.trim()
      } catch (error) {
        throw guard.observe(toSpeechProviderError(error, context))
      }
    },
  }
}
