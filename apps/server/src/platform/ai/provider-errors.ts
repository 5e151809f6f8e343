import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import { AiProviderError } from './ai-provider'

// Turns whatever the openai SDK (or the network under it) throws into an AiProviderError whose
// message tells an operator what to do. Why the request was stopped, when we stopped it ourselves,
// travels as the AbortSignal's reason.

export const CANCELLED = Symbol('cancelled by the caller')
export const TIMED_OUT = Symbol('the provider stayed silent too long')

export function cancelledError(cause?: unknown) {
  return new AiProviderError('aborted', 'The request to the AI provider was cancelled.', { cause })
}

export function timeoutError(timeoutMs: number, cause?: unknown) {
  const seconds = Math.round(timeoutMs / 100) / 10
  return new AiProviderError(
    'timeout',
    `The AI provider did not answer within ${seconds} s (AI_TIMEOUT_MS).`,
    { cause },
  )
}

// OpenAI: context_length_exceeded; vLLM: "maximum context length is 4096 tokens";
// llama.cpp server: "exceeds the available context size"; others: "context window", "too long".
const CONTEXT_TOO_LONG =
  /context[_ ]length|maximum context|context size|context window|too many tokens|prompt is too long/i

export function toAiProviderError(
  error: unknown,
  context: { baseUrl: string; model: string; timeoutMs: number; stopReason?: unknown },
): AiProviderError {
  if (error instanceof AiProviderError) return error
  if (context.stopReason === TIMED_OUT) return timeoutError(context.timeoutMs, error)
  if (context.stopReason === CANCELLED || error instanceof APIUserAbortError) {
    return cancelledError(error)
  }
  if (error instanceof APIConnectionTimeoutError) return timeoutError(context.timeoutMs, error)
  if (error instanceof APIConnectionError) {
    return new AiProviderError(
      'unavailable',
      `The AI provider at ${context.baseUrl} could not be reached. Is it running?`,
      { cause: error },
    )
  }
  if (!(error instanceof APIError)) {
    // e.g. undici's "terminated" when the server drops the connection in the middle of a reply
    return new AiProviderError(
      'unavailable',
      `The connection to the AI provider at ${context.baseUrl} broke off before the reply was complete.`,
      { cause: error },
    )
  }

  const body = (error.error ?? {}) as { message?: unknown; code?: unknown }
  const detail = typeof body.message === 'string' ? body.message : error.message
  const code = typeof body.code === 'string' ? body.code : ''
  if (code === 'context_length_exceeded' || error.status === 413 || CONTEXT_TOO_LONG.test(detail)) {
    return new AiProviderError(
      'context_too_long',
      `The conversation is too long for the model ${context.model}: ${detail}`,
      { cause: error },
    )
  }
  switch (error.status) {
    case 401:
      return new AiProviderError(
        'not_configured',
        'The AI provider refused the API key (AI_API_KEY).',
        {
          cause: error,
        },
      )
    case 403:
      return new AiProviderError(
        'not_configured',
        `The AI provider refused access with this API key (AI_API_KEY): ${detail}`,
        { cause: error },
      )
    case 404:
      return new AiProviderError(
        'not_configured',
        `The AI provider at ${context.baseUrl} does not offer the model ${context.model} (AI_MODEL): ${detail}`,
        { cause: error },
      )
    case 429:
      return code === 'insufficient_quota'
        ? new AiProviderError(
            'unavailable',
            'The AI provider account has run out of quota or credit (insufficient_quota).',
            { cause: error },
          )
        : new AiProviderError(
            'rate_limited',
            'The AI provider is rate limiting requests. Please try again in a moment.',
            { cause: error },
          )
  }
  if (error.status === undefined || error.status >= 500) {
    const status = error.status === undefined ? '' : ` (HTTP ${error.status})`
    return new AiProviderError('unavailable', `The AI provider failed${status}: ${detail}`, {
      cause: error,
    })
  }
  return new AiProviderError(
    'bad_request',
    `The AI provider rejected the request (HTTP ${error.status}): ${detail}`,
    { cause: error },
  )
}
