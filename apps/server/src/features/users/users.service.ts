import crypto from 'node:crypto'
import type { ProfileUpdate, User } from '@orion/contracts/user'
import type { UserRow } from '../../db/schema/users'
import { AppError } from '../../plugins/app-error'
import { processAvatar } from '../../platform/images/avatar'
import type { FileStorage } from '../../platform/storage/file-storage'
import { readProviderPhoto } from './provider-photo'
import { sanitizeFullName, usernameBaseFromEmail, usernameCandidate } from './username'
import { violatedUniqueConstraint } from '../../db/postgres-errors'
import type { NewUser, UsersRepository } from './users.repository'

export const USERNAME_TAKEN_MESSAGE = 'This username is already taken. Please choose another.'
export const EMAIL_IN_USE_MESSAGE =
  'An account with this email already exists. Please login instead.'

export const usernameTaken = () => new AppError(409, 'username_taken', USERNAME_TAKEN_MESSAGE)
export const emailInUse = () => new AppError(409, 'email_in_use', EMAIL_IN_USE_MESSAGE)

export interface IdentityProfile {
  id: string
  email: string
  name: string
  image?: string | null
}

export interface UsersServiceOptions {
  exemptEmails: string[]
  /** Sends a confirmation link to a new sign-in address; throws emailInUse() when taken. */
  requestEmailChange(identityUserId: string, email: string): Promise<void>
  /** Where uploaded profile photos are kept. */
  storage: FileStorage
  /** PROVIDER_PHOTO_ORIGINS: where "Refresh Google photo" may fetch from. */
  providerPhotoOrigins: readonly string[]
  /** Reports a stored file that could not be removed (it is only left behind). */
  onCleanupError(error: unknown): void
}

const MAX_USERNAME_ATTEMPTS = 50

export function createUsersService(repository: UsersRepository, options: UsersServiceOptions) {
  const exempt = new Set(options.exemptEmails)

  async function insertOrExplain(row: NewUser): Promise<UserRow> {
    try {
      return await repository.insert(row)
    } catch (error) {
      const constraint = violatedUniqueConstraint(error)
      if (constraint === 'users_username_lower_idx') throw usernameTaken()
      throw error
    }
  }

  /** A picture as the person's photo: a square avatar under a new key; the old file goes. */
  async function storePhoto(row: UserRow, picture: Buffer): Promise<UserRow> {
    const avatar = await processAvatar(picture)
    const key = `avatars/${row.id}/${crypto.randomUUID()}.webp`
    await options.storage.put(key, avatar, { contentType: 'image/webp' })
    const updated = await repository.update(row.id, { photoKey: key })
    if (!updated) {
      await options.storage.delete(key).catch(options.onCleanupError)
      throw AppError.notFound('User not found')
    }
    if (row.photoKey && row.photoKey !== key)
      await options.storage.delete(row.photoKey).catch(options.onCleanupError)
    return updated
  }

  return {
    findByIdentityUserId: repository.findByIdentityUserId,
    findById: repository.findById,

    /** The user as the web app reads it (packages/contracts userSchema). */
    async toContract(row: UserRow, sessionId: string | null): Promise<User> {
      return {
        id: row.id,
        username: row.username,
        fullName: row.fullName,
        email: row.email,
        photoURL: row.photoKey ? options.storage.url(row.photoKey) : row.photoUrl,
        providerPhotoURL: await repository.identityImage(row.identityUserId),
        sessionId,
        isAuthenticated: true,
        hasEverSubscribed: row.hasEverSubscribed,
        isExempt: exempt.has(row.email.toLowerCase()),
        aboutMe: row.aboutMe,
        pronouns: row.pronouns,
        interests: row.interests,
        consolidatedMemory: row.consolidatedMemory,
        fitbitConnectedAt: row.fitbitConnectedAt?.toISOString() ?? null,
        fitbitUserId: row.fitbitUserId,
        country: (row.country as User['country']) ?? null,
        createdAt: row.createdAt.toISOString(),
      }
    },

    async assertUsernameFree(username: string): Promise<void> {
      if (await repository.usernameExists(username)) throw usernameTaken()
    },

    /** Registration with a chosen username: 409 username_taken when someone has it (any case). */
    async createWithUsername(row: NewUser): Promise<UserRow> {
      if (await repository.usernameExists(row.username)) throw usernameTaken()
      return insertOrExplain(row)
    },

    /**
     * The product user of an identity user, created on first sight (first Google or Microsoft
     * sign-in) with a username derived from the email: anne-smith, anne-smith-2, ...
     */
    async ensureForIdentity(identity: IdentityProfile): Promise<UserRow> {
      const existing = await repository.findByIdentityUserId(identity.id)
      if (existing) return existing
      const base = usernameBaseFromEmail(identity.email)
      for (let attempt = 1; attempt <= MAX_USERNAME_ATTEMPTS; attempt++) {
        const username = usernameCandidate(base, attempt)
        if (await repository.usernameExists(username)) continue
        try {
          return await repository.insert({
            identityUserId: identity.id,
            username,
            fullName: sanitizeFullName(identity.name) ?? username,
            email: identity.email,
            photoUrl: null,
          })
        } catch (error) {
          const constraint = violatedUniqueConstraint(error)
          if (constraint === 'users_identity_user_id_unique') {
            // A concurrent first request created it: use that one.
            const raced = await repository.findByIdentityUserId(identity.id)
            if (raced) return raced
          }
          if (constraint !== 'users_username_lower_idx') throw error
        }
      }
      throw new Error(`no free username near "${base}"`)
    },

    /**
     * POST /api/user/upload-photo: the picture becomes a square avatar without metadata, stored
     * under a new key; the previous uploaded photo is removed once the new one is in place.
     */
    async uploadPhoto(row: UserRow, picture: Buffer): Promise<UserRow> {
      return storePhoto(row, picture)
    },

    /**
     * POST /api/user/refresh-photo: the photo of the person's own Google or Microsoft account
     * becomes their photo (stored like an upload); `photoURL` must be that account's photo.
     */
    async refreshPhoto(row: UserRow, photoURL: string): Promise<UserRow> {
      const known = await repository.identityImage(row.identityUserId)
      return storePhoto(row, await readProviderPhoto(known, photoURL, options.providerPhotoOrigins))
    },

    /** The uploaded profile photo's bytes (the data export), or null when there is none. */
    async readPhoto(row: UserRow) {
      return row.photoKey ? options.storage.read(row.photoKey) : null
    },

    /** The memory feature's Additional Context / Smart Summary result (null clears it). */
    async saveConsolidatedMemory(userId: string, consolidatedMemory: string | null) {
      const updated = await repository.update(userId, { consolidatedMemory })
      if (!updated) throw AppError.notFound('User not found')
      return updated
    },

    /** The identity's address changed (its owner confirmed the new one): follow it. */
    /** The product user follows a confirmed change of address; says what it was when it changed. */
    async followIdentityEmail(
      identityUserId: string,
      email: string,
    ): Promise<{ userId: string; previousEmail: string } | null> {
      const row = await repository.findByIdentityUserId(identityUserId)
      if (!row || row.email === email.toLowerCase()) return null
      await repository.update(row.id, { email: email.toLowerCase() })
      return { userId: row.id, previousEmail: row.email }
    },

    /**
     * PATCH /api/user/profile: the username is not in the schema and never changes. A new email
     * is not applied here: a link goes to it, and it replaces the old one once opened.
     */
    async updateProfile(row: UserRow, patch: ProfileUpdate): Promise<UserRow> {
      const email = patch.email?.toLowerCase()
      if (email !== undefined && email !== row.email.toLowerCase()) {
        await options.requestEmailChange(row.identityUserId, email)
      }
      const changes = {
        fullName: patch.fullName,
        aboutMe: blankToNull(patch.aboutMe),
        pronouns: blankToNull(patch.pronouns),
        interests: blankToNull(patch.interests),
        country: patch.country,
      }
      // Only a new email (applied later, by its link): nothing to write now.
      if (Object.values(changes).every((value) => value === undefined)) return row
      const updated = await repository.update(row.id, changes)
      if (!updated) throw AppError.notFound('User not found')
      return updated
    },
  }
}
/** An About Me field left empty is stored as "not given". */
function blankToNull(value: string | null | undefined): string | null | undefined {
  return value === '' ? null : value
}

export type UsersService = ReturnType<typeof createUsersService>
