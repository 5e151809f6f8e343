import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * AUTH_SECRET signs session cookies and bearer tokens. Without it, a random secret is generated
 * once and kept in DATA_DIR/auth-secret (mode 0600), so `npm start` works with no configuration and
 * sessions survive a restart. Several instances must share one AUTH_SECRET (or one DATA_DIR).
 */
export function resolveAuthSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured
  const file = path.join(dataDir, 'auth-secret')
  try {
    const stored = fs.readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = crypto.randomBytes(32).toString('hex')
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveAuthSecret(null, dataDir)
    throw error
  }
  return secret
}
