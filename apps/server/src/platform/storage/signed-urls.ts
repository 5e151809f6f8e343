import crypto from 'node:crypto'

// Short-lived signed URLs (private files). An <img> sends no
// Authorization header, and in the spec's jwt_only mode no cookie either, so a picture URL carries
// its own proof: an HMAC of the path and an expiry. Expiries are rounded up to a window so that
// the same picture keeps the same URL for a while (the browser's cache keeps working).

export interface UrlSigner {
  /** `path?expires=...&signature=...`, valid for at least the configured lifetime. */
  sign(path: string, now?: number): string
  /** Whether `signature` was made by this server for `path` and has not expired. */
  verify(path: string, expires: unknown, signature: unknown, now?: number): boolean
}

export function createUrlSigner(secret: string, ttlSeconds: number): UrlSigner {
  const key = crypto.createHash('sha256').update(`orion-signed-urls:${secret}`).digest()
  const windowSeconds = Math.max(60, Math.floor(ttlSeconds / 4))
  const mac = (path: string, expires: number) =>
    crypto.createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url')

  return {
    sign(path, now = Date.now()) {
      const earliest = Math.floor(now / 1000) + ttlSeconds
      const expires = Math.ceil(earliest / windowSeconds) * windowSeconds
      const separator = path.includes('?') ? '&' : '?'
      return `${path}${separator}expires=${expires}&signature=${mac(path, expires)}`
    },
    verify(path, expires, signature, now = Date.now()) {
      if (typeof expires !== 'string' || typeof signature !== 'string') return false
      if (!/^\d{1,12}$/.test(expires)) return false
      const at = Number(expires)
      if (at * 1000 < now || at * 1000 > now + (ttlSeconds + windowSeconds) * 1000) return false
      const expected = Buffer.from(mac(path, at))
      const given = Buffer.from(signature)
      return given.length === expected.length && crypto.timingSafeEqual(given, expected)
    },
  }
}
