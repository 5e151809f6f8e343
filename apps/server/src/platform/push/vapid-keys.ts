import fs from 'node:fs'
import path from 'node:path'
import { generateVapidKeys } from './web-push-crypto'

type VapidKeys = { publicKey: string; privateKey: string }

function isKeyPair(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null
  return typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string'
}

/**
 * The VAPID keys that sign Web Push requests: VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY, or a pair
 * generated once and kept in DATA_DIR/vapid-keys.json (mode 0600), like the auth secret. They
 * must not change: every browser subscription is bound to the public key it was made with.
 */
export function resolveVapidKeys(configured: VapidKeys | null, dataDir: string): VapidKeys {
  if (configured) return configured
  const file = path.join(dataDir, 'vapid-keys.json')
  try {
    const stored: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
    if (isKeyPair(stored)) return { publicKey: stored.publicKey, privateKey: stored.privateKey }
    throw new Error(`${file} does not hold a VAPID key pair`)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const keys = generateVapidKeys()
  try {
    fs.writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveVapidKeys(null, dataDir)
    throw error
  }
  return keys
}
