import type { FastifyInstance } from 'fastify'
import { AppError } from './app-error'

// Issue 18: checks every request makes at the edge, once, before any route sees it.

/** The 400 message for a NUL character: where it was (body field, query, address) and what to do. */
export function nulMessage(where: string) {
  return `The request contains a NUL character (U+0000) in ${where}, which Orion cannot store: remove it and try again.`
}
export const NO_BOUNDARY_MESSAGE =
  'The multipart body has no boundary: send it as multipart/form-data with its boundary parameter.'

/** The path of the first string (or key) holding U+0000 in a parsed value, or null. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (value === null || typeof value !== 'object' || depth > 64) return null
  for (const [key, item] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key
    if (key.includes('\u0000')) return where
    const found = findNul(item, where, depth + 1)
    if (found !== null) return found
  }
  return null
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * The value with every lone surrogate (half of an emoji, JSON's "\ud800") replaced by U+FFFD, in
 * place. Such a string has no UTF-8: the database would store U+FFFD anyway, and code that encodes
 * it (encodeURIComponent in an SDK) throws. Replacing it loses nothing.
 */
export function replaceLoneSurrogates(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\ufffd')
  if (value === null || typeof value !== 'object' || depth > 64) return value
  const record = value as Record<string, unknown>
  for (const key of Object.keys(record)) {
    record[key] = replaceLoneSurrogates(record[key], depth + 1)
  }
  return value
}

function nulError(part: string, path: string) {
  return AppError.badRequest(nulMessage(path ? `${part} field "${path}"` : `the ${part}`))
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // The path and query string, before any route parses them (%00 decodes to U+0000).
    if (request.url.includes('%00') || request.url.includes('\u0000')) {
      let decoded = request.url
      try {
        decoded = decodeURIComponent(request.url)
      } catch {
        // a malformed escape is the router's to answer
      }
      if (decoded.includes('\u0000')) throw nulError('address', '')
    }
    const type = request.headers['content-type']
    if (type && /^\s*multipart\//i.test(type) && !/;\s*boundary=/i.test(type)) {
      throw AppError.badRequest(NO_BOUNDARY_MESSAGE)
    }
  })
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const path = findNul(value)
      if (path !== null) throw nulError(part, path)
    }
    request.body = replaceLoneSurrogates(request.body)
    request.query = replaceLoneSurrogates(request.query)
    request.params = replaceLoneSurrogates(request.params)
  })
}
