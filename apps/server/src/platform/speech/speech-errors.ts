import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import { SpeechProviderError } from './speech-provider'

// What the openai SDK throws, as a SpeechProviderError an operator can act on.

export function toSpeechProviderError(
  error: unknown,
  context: { what: 'text-to-speech' | 'transcription'; baseUrl: string; timeoutMs: number },
): SpeechProviderError {
  if (error instanceof SpeechProviderError) return error
  const server = `The ${context.what} server at ${context.baseUrl}`
  if (error instanceof APIUserAbortError) {
    return new SpeechProviderError('aborted', `The ${context.what} request was cancelled.`, {
      cause: error,
    })
  }
  if (error instanceof APIConnectionTimeoutError) {
    const seconds = Math.round(context.timeoutMs / 100) / 10
    return new SpeechProviderError(
      'timeout',
      `${server} did not answer within ${seconds} s (SPEECH_TIMEOUT_MS).`,
      { cause: error },
    )
  }
  if (error instanceof APIConnectionError || !(error instanceof APIError)) {
    return new SpeechProviderError(
      'unavailable',
      `${server} could not be reached. Is it running?`,
      {
        cause: error,
      },
    )
  }
  const body = (error.error ?? {}) as { message?: unknown; detail?: unknown }
  const detail =
    typeof body.message === 'string'
      ? body.message
      : typeof body.detail === 'string'
        ? body.detail
        : error.message
  switch (error.status) {
    case 400:
    case 413:
    case 415:
    case 422:
      return new SpeechProviderError('bad_request', `${server} refused the request: ${detail}`, {
        cause: error,
      })
    case 401:
    case 403:
      return new SpeechProviderError(
        'unavailable',
        `${server} refused the API key (SPEECH_API_KEY): ${detail}`,
        { cause: error },
      )
    case 404:
    case 405:
      return new SpeechProviderError('not_available', `${server} has no ${context.what} route.`, {
        cause: error,
      })
    case 429:
      return new SpeechProviderError('rate_limited', `${server} is rate limiting us: ${detail}`, {
        cause: error,
      })
    default:
      return new SpeechProviderError('unavailable', `${server} failed: ${detail}`, {
        cause: error,
      })
  }
}
