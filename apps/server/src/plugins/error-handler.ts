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
    request.log.error({ err: error }, 'unhandled error')
    return send(500, {
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    })
  })
}
