import type { ApiError } from '@orion/contracts/errors'
import type { FastifyError, FastifyInstance } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod'
import { AppError } from './app-error'

interface Issue {
  path: string
  message: string
}

function readableIssues(error: FastifyError): Issue[] {
  const validation = (error.validation ?? []) as { instancePath?: string; message?: string }[]
  return validation.map((issue) => {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.')
    // A body that is not an object at all (text, an array, a number) gets one plain sentence.
    const message =
      path === '' && error.validationContext === 'body'
        ? 'The request body must be a JSON object (Content-Type: application/json).'
        : (issue.message ?? 'Invalid value')
    return { path, message }
  })
}

// Fastify's own errors, reworded for a person. Codes from fastify/lib/errors.js.
const frameworkMessages: Record<string, (limit: number) => string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    'Unsupported content type: send the body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: (limit) =>
    `The request body is too large (the limit is ${Math.round(limit / 1024)} KB).`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'The Content-Length header does not match the body.',
}

/**
 * The SQLSTATE of a database error anywhere in the cause chain (Drizzle wraps the driver's error).
 * Class 22 ("data exception": 22021 a character the encoding cannot hold, 22P02 invalid text
 * representation, 22001 a value too long, 22003 a number out of range, 22007/22008 a bad date) is
 * always the request's data, never the server: the person gets a 400, not a 500.
 */
export function databaseInputError(error: unknown): string | null {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code
    cause = (cause as { cause?: unknown }).cause
  }
  return null
}

export const MALFORMED_MULTIPART_MESSAGE =
  'The multipart body is malformed or incomplete: send the file as multipart/form-data, as a browser form does.'

/**
 * The multipart parser (@fastify/busboy) fails with a plain Error when the body breaks off or
 * never holds a part: the request's fault, not the server's.
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || (error as FastifyError).statusCode !== undefined) return false
  return /unexpected end of multipart data|^Multipart: Boundary not found|^Malformed part header/i.test(
    error.message,
  )
}

export function registerErrorHandler(app: FastifyInstance, bodyLimitBytes: number) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ApiError) => reply.status(status).send(body)

    if (error instanceof AppError) {
      // A failure turned into a plain sentence still leaves its cause in the log.
      if (error.cause !== undefined) request.log.error({ err: error.cause }, error.message)
      return send(error.statusCode, {
        error: error.code,
        message: error.message,
        details: error.details,
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = readableIssues(error)
      const where =
        error.validationContext && error.validationContext !== 'body'
          ? ` in the ${error.validationContext}`
          : ''
      const message =
        issues.length > 0
          ? issues
              .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
              .join('; ')
          : 'The request is not valid'
      return send(400, {
        error: 'validation_error',
        message: `${message}${where}`,
        details: { issues },
      })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
      return send(500, {
        error: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
      })
    }
    const framework = error.code ? frameworkMessages[error.code] : undefined
    if (framework) {
      return send(error.statusCode ?? 400, {
        error: 'bad_request',
        message: framework(bodyLimitBytes),
      })
    }
    if (error.statusCode === 429) {
      return send(429, {
        error: 'rate_limited',
        message: 'Too many requests. Please wait a moment and try again.',
      })
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, { error: 'bad_request', message: error.message })
    }
    if (isMalformedMultipart(error)) {
      return send(400, { error: 'bad_request', message: MALFORMED_MULTIPART_MESSAGE })
    }
    const dataException = databaseInputError(error)
    if (dataException) {
      request.log.warn({ err: error, sqlState: dataException }, 'the database refused a value')
      return send(400, {
        error: 'bad_request',
        message:
          'A value in the request cannot be stored (wrong format, out of range or too long): check it and try again.',
      })
    }
    request.log.error({ err: error }, 'unhandled error')
    return send(500, {
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    })
  })
}
