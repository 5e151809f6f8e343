import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

// The wearable grant's tokens are encrypted at rest with AES-256-GCM. The key is FITBIT_TOKEN_KEY
// or, without it, 32 random bytes generated once into DATA_DIR/fitbit-token-key (mode 0600), like
// the auth secret; several instances must share one key (or one DATA_DIR). Each value is bound to
// its account (additional data), so a token copied onto another account's row does not decrypt.

const VERSION = 'v1'

export interface TokenCipher {
  encrypt(plain: string, userId: string): string
  decrypt(sealed: string, userId: string): string
}

export function resolveTokenKey(configured: string | null, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'hex')
  const file = path.join(dataDir, 'fitbit-token-key')
  try {
    const stored = fs.readFileSync(file, 'utf8').trim()
    if (/^[0-9a-f]{64}$/.test(stored)) return Buffer.from(stored, 'hex')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const key = crypto.randomBytes(32)
  try {
    fs.writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveTokenKey(null, dataDir)
    throw error
  }
  return key
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The token key must be 32 bytes.')
  return {
    encrypt(plain, userId) {
      const iv = crypto.randomBytes(12)
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(userId))
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const tag = cipher.getAuthTag()
      return [VERSION, iv, tag, sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.')
    },
    decrypt(sealed, userId) {
      const [version, iv, tag, data] = sealed.split('.')
      if (version !== VERSION || !iv || !tag || data === undefined) {
        throw new Error('Not an encrypted wearable token.')
      }
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAAD(Buffer.from(userId))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    },
  }
}
