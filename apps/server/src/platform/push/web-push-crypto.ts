import crypto from 'node:crypto'

// Web Push message encryption (RFC 8291, "aes128gcm" of RFC 8188) and the VAPID authorization of
// RFC 8292, with node:crypto only. Every key is base64url, as browsers give them.

const RECORD_SIZE = 4096
const LAST_RECORD = 0x02

export interface PushKeys {
  /** The browser's P-256 public key (65 bytes, uncompressed). */
  p256dh: string
  /** The browser's 16-byte authentication secret. */
  auth: string
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length))
}

/** The content-encryption key and nonce both sides derive (RFC 8291 §3.4, RFC 8188 §2.2). */
export function deriveContentKeys(input: {
  ecdhSecret: Buffer
  authSecret: Buffer
  uaPublic: Buffer
  asPublic: Buffer
  salt: Buffer
}) {
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), input.uaPublic, input.asPublic])
  const ikm = hkdf(input.authSecret, input.ecdhSecret, keyInfo, 32)
  return {
    key: hkdf(input.salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
    nonce: hkdf(input.salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12),
  }
}

/**
 * One aes128gcm record for the browser holding `keys`: salt, record size, the sender's ephemeral
 * public key, then the ciphertext. `ephemeral` and `salt` are fixed only to check RFC 8291's example.
 */
export function encryptPushPayload(
  keys: PushKeys,
  plaintext: Buffer,
  fixed: { asPrivate?: Buffer; salt?: Buffer } = {},
): Buffer {
  const uaPublic = Buffer.from(keys.p256dh, 'base64url')
  const authSecret = Buffer.from(keys.auth, 'base64url')
  if (uaPublic.length !== 65 || uaPublic[0] !== 0x04) throw new Error('p256dh is not a P-256 key')
  if (authSecret.length !== 16) throw new Error('auth is not a 16-byte secret')
  if (plaintext.length > RECORD_SIZE - 17 - 86) throw new Error('the push payload is too long')
  const sender = crypto.createECDH('prime256v1')
  if (fixed.asPrivate) sender.setPrivateKey(fixed.asPrivate)
  else sender.generateKeys()
  const asPublic = sender.getPublicKey()
  const salt = fixed.salt ?? crypto.randomBytes(16)
  const { key, nonce } = deriveContentKeys({
    ecdhSecret: sender.computeSecret(uaPublic),
    authSecret,
    uaPublic,
    asPublic,
    salt,
  })
  const cipher = crypto.createCipheriv('aes-128-gcm', key, nonce)
  const body = Buffer.concat([
    cipher.update(plaintext),
    cipher.update(Buffer.from([LAST_RECORD])),
    cipher.final(),
    cipher.getAuthTag(),
  ])
  const header = Buffer.alloc(21)
  salt.copy(header, 0)
  header.writeUInt32BE(RECORD_SIZE, 16)
  header.writeUInt8(asPublic.length, 20)
  return Buffer.concat([header, asPublic, body])
}

/** A new VAPID key pair (P-256), base64url: the public key uncompressed, the private key raw. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = crypto.createECDH('prime256v1')
  ecdh.generateKeys()
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  }
}

/**
 * The Authorization header of RFC 8292: a JWT (ES256) for the push service's origin, valid 12
 * hours, naming who runs this server, and the public key that verifies it.
 */
export function vapidAuthorization(input: {
  endpoint: string
  keys: { publicKey: string; privateKey: string }
  subject: string
  now?: Date
}): string {
  const publicKey = Buffer.from(input.keys.publicKey, 'base64url')
  const signingKey = crypto.createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: input.keys.privateKey,
      x: publicKey.subarray(1, 33).toString('base64url'),
      y: publicKey.subarray(33, 65).toString('base64url'),
    },
  })
  const issuedAt = Math.floor((input.now ?? new Date()).getTime() / 1000)
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const unsigned = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode({
    aud: new URL(input.endpoint).origin,
    exp: issuedAt + 12 * 60 * 60,
    sub: input.subject,
  })}`
  const signature = crypto.sign('sha256', Buffer.from(unsigned), {
    key: signingKey,
    dsaEncoding: 'ieee-p1363',
  })
  return `vapid t=${unsigned}.${signature.toString('base64url')}, k=${input.keys.publicKey}`
}
