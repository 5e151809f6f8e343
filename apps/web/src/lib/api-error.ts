import type { ApiError } from '@orion/contracts/errors'

/**
 * A non-OK answer from the API. The message keeps the spec's format `${status}: ${body or status
 * text}`; the server's `{ error, message, details? }` shape is parsed
 * into `code`, `serverMessage` and `details` so the UI can show a readable sentence.
 */
export class ApiRequestError extends Error {
  readonly status: number
  readonly body: string
  readonly code: string | undefined
  readonly serverMessage: string | undefined
  readonly details: unknown

  constructor(status: number, bodyOrStatusText: string) {
    super(`${status}: ${bodyOrStatusText}`)
    this.name = 'ApiRequestError'
    this.status = status
    this.body = bodyOrStatusText
    const parsed = parseApiError(bodyOrStatusText)
    this.code = parsed?.error
    this.serverMessage = parsed?.message
    this.details = parsed?.details
  }
}

/** The network failed on every attempt; the message is the one to show. */
export class ConnectionLostError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ConnectionLostError'
  }
}

function parseApiError(text: string): ApiError | null {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return null
    const { error, message, details } = value as Record<string, unknown>
    if (typeof error !== 'string' || typeof message !== 'string') return null
    return { error, message, details }
  } catch {
    return null
  }
}

/** The server's catch-all for a failure it did not foresee: it says nothing about the action. */
const UNFORESEEN_FAILURE = 'internal_error'

/**
 * The one place that turns any thrown error into a sentence for a toast: the server's own
 * sentence when it sent one about this failure, else `fallback`; a lost connection says so.
 */
export function readableErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    return error.code === UNFORESEEN_FAILURE ? fallback : (error.serverMessage ?? fallback)
  }
  if (error instanceof ConnectionLostError) return error.message
  return fallback
}
