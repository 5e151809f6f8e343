import crypto from 'node:crypto'

/** A VAPID Authorization header (RFC 8292: `vapid t=<JWT>, k=<public key>`) taken apart. */
export interface VapidToken {
  header: unknown
  claims: Record<string, unknown>
  /** The public key the header names (base64url, uncompressed P-256 point). */
  publicKey: string
  /** Whether the ES256 signature verifies with that key. */
  verified: boolean
}

/** Reads a VAPID header the way a push service does; null when it is not one. */
export function readVapidToken(authorization: string | undefined): VapidToken | null {
  const match = /^vapid t=([^.]+)\.([^.]+)\.([^,]+), k=(.+)$/.exec(authorization ?? '')
  if (!match) return null
  const [, head = '', claims = '', signature = '', publicKey = ''] = match
  const point = Buffer.from(publicKey, 'base64url')
  const key = crypto.createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
  })
  const verified = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as unknown
  return {
    header: decode(head),
    claims: decode(claims) as Record<string, unknown>,
    publicKey,
    verified,
  }
}
