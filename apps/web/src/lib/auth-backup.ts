import type { User } from '@orion/contracts/user'
import { readStorage, writeStorage } from '@/lib/storage'

// Kept in browser storage for 30 days.
export const AUTH_BACKUP_KEY = 'orion.authBackup'
export const AUTH_BACKUP_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export interface AuthBackup {
  /** The account's stable id (the spec's identity-provider uid); it does not change with email. */
  firebaseUid: string
  email: string
  userId: string
  username: string
  timestamp: number
}

export function writeAuthBackup(user: User, now = Date.now()): void {
  const backup: AuthBackup = {
    firebaseUid: user.id,
    email: user.email,
    userId: user.id,
    username: user.username,
    timestamp: now,
  }
  writeStorage(AUTH_BACKUP_KEY, JSON.stringify(backup))
}

/** The backup, or null when there is none or it is older than 30 days (then it is removed). */
export function readAuthBackup(now = Date.now()): AuthBackup | null {
  const raw = readStorage(AUTH_BACKUP_KEY)
  if (!raw) return null
  try {
    const backup = JSON.parse(raw) as AuthBackup
    if (typeof backup.timestamp === 'number' && now - backup.timestamp < AUTH_BACKUP_MAX_AGE_MS)
      return backup
  } catch {
    // Corrupt: drop it below.
  }
  clearAuthBackup()
  return null
}

export function clearAuthBackup(): void {
  writeStorage(AUTH_BACKUP_KEY, null)
}
