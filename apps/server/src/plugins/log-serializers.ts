import type { FastifyServerOptions } from 'fastify'

// Logs never carry people's words (issue 18): a database error keeps its statement, its SQLSTATE
// and where it happened, never the values bound to it (journal text, About Me...). Drizzle puts
// the values in `params` and in its message ("Failed query: ...\nparams: ..."), the drivers in
// `detail` ("Key (email)=(...) already exists") and in some messages (invalid input syntax for
// type uuid: "..."); request bodies are never logged at all.

/** Properties that may hold values a person sent: never logged. */
const HIDDEN = new Set(['params', 'parameters', 'detail', 'body', 'where', 'internalQuery'])
const VALUE_IN_MESSAGE =
  /((?:invalid input syntax for type|invalid input value for enum) [\w. "]+?): ".*"/s

interface SerializedError {
  type: string
  message: string
  stack?: string
  cause?: SerializedError | unknown
  [key: string]: unknown
}

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value)

/** The message without bound values: Drizzle's statement stays, its parameters go. */
function safeMessage(error: Error & { query?: unknown; params?: unknown }): string {
  if (typeof error.query === 'string' && 'params' in error) return `Failed query: ${error.query}`
  return String(error.message ?? '').replace(VALUE_IN_MESSAGE, '$1: (value not logged)')
}

/** The stack's frames under the safe message (the original header held the same values). */
function safeStack(error: Error, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined
  const header = `${error.name}: ${error.message}`
  const frames = error.stack.startsWith(header)
    ? error.stack.slice(header.length)
    : error.stack.slice(error.stack.search(/\n\s+at /) >>> 0)
  return `${error.name}: ${message}${frames}`
}

/** Pino's `err` serializer for every log line of the server (see buildApp). */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error
  const message = safeMessage(error as Error & { query?: unknown })
  const serialized: SerializedError = {
    type: error.constructor?.name || error.name,
    message,
    stack: safeStack(error, message),
  }
  for (const [key, value] of Object.entries(error)) {
    if (HIDDEN.has(key) || key in serialized || key === 'cause') continue
    serialized[key] = isErrorLike(value) && depth < 5 ? serializeError(value, depth + 1) : value
  }
  const cause = (error as { cause?: unknown }).cause
  if (cause !== undefined && depth < 5) serialized.cause = serializeError(cause, depth + 1)
  return serialized
}

/** The server's logger options (buildApp): secrets redacted, errors without bound values. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      err: (error: Error) =>
        serializeError(error) as { type: string; message: string; stack: string },
    },
    ...(stream ? { stream } : {}),
  }
}
