import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { feedback } from '../../db/schema/feedback'
import { documents, galleryImages } from '../../db/schema/uploads'
import type { UserRow } from '../../db/schema/users'
import { AppError } from '../../plugins/app-error'
import type { SignedIn } from '../../plugins/auth-guard'
import type { FileStorage } from '../../platform/storage/file-storage'

// "Delete my account" (issue 14, beyond the spec, which sends people to support). The person
// proves it is them (the password, or a sign-in with Google or Microsoft in the last minutes) and
// types the confirmation; then a live subscription ends, the identity goes (its sessions with it,
// everywhere), every row of the account goes with it (foreign keys cascade from the identity to
// the product user to everything the person owns), and the stored files are removed. Feedback is
// the one table that keeps a sender without a foreign key (anyone may send it): the person's
// feedback is deleted by its user id.

/** How recent a provider sign-in must be to delete an account that has no password. */
export const FRESH_SIGN_IN_MINUTES = 10

export const WRONG_PASSWORD_MESSAGE = 'Incorrect password. Your account was not deleted.'
export const SIGN_IN_AGAIN_MESSAGE = `Sign in again with Google or Microsoft, then delete your account within ${FRESH_SIGN_IN_MINUTES} minutes.`

export interface AccountDeletionDeps {
  db: Database
  storage: FileStorage
  identity: {
    signInMethods(identityUserId: string): Promise<string[]>
    verifyPassword(identityUserId: string, password: string): Promise<boolean>
    /** Removes the identity and its sessions; the product user and its rows cascade. */
    deleteUser(identityUserId: string): Promise<void>
  }
  /** Ends a live subscription now; throws when the billing provider cannot be reached. */
  closeBilling(user: UserRow): Promise<void>
  /** Revokes the wearable grant at the provider (Fitbit Sync); its rows go with the account. */
  closeWearable(user: UserRow): Promise<void>
  onCleanupError(error: unknown): void
  now?: () => Date
}

export function createAccountDeletion(deps: AccountDeletionDeps) {
  const now = deps.now ?? (() => new Date())

  async function provePerson({ user, session }: SignedIn, password: string | undefined) {
    const methods = await deps.identity.signInMethods(user.identityUserId)
    if (methods.includes('credential')) {
      const ok = password
        ? await deps.identity.verifyPassword(user.identityUserId, password)
        : false
      if (!ok) throw new AppError(400, 'wrong_password', WRONG_PASSWORD_MESSAGE)
      return
    }
    const age = now().getTime() - session.createdAt.getTime()
    if (age > FRESH_SIGN_IN_MINUTES * 60_000)
      throw new AppError(403, 'sign_in_again', SIGN_IN_AGAIN_MESSAGE)
  }

  /** Every stored file of the account: gallery pictures and thumbnails, documents, the photo. */
  async function storedKeys(user: UserRow): Promise<string[]> {
    const [pictures, files] = await Promise.all([
      deps.db
        .select({ full: galleryImages.storageKey, thumbnail: galleryImages.thumbnailKey })
        .from(galleryImages)
        .where(eq(galleryImages.userId, user.id)),
      deps.db
        .select({ key: documents.storageKey })
        .from(documents)
        .where(eq(documents.userId, user.id)),
    ])
    return [
      ...pictures.flatMap((picture) => [picture.full, picture.thumbnail]),
      ...files.map((file) => file.key),
      ...(user.photoKey ? [user.photoKey] : []),
    ]
  }

  return {
    async deleteAccount(signedIn: SignedIn, password: string | undefined): Promise<void> {
      await provePerson(signedIn, password)
      const { user } = signedIn
      await deps.closeBilling(user)
      await deps.closeWearable(user)
      const keys = await storedKeys(user)
      await deps.db.delete(feedback).where(eq(feedback.userId, user.id))
      await deps.identity.deleteUser(user.identityUserId)
      // The rows are gone: a file that cannot be removed now is only left behind, never shown.
      for (const key of keys) await deps.storage.delete(key).catch(deps.onCleanupError)
    },
  }
}
export type AccountDeletion = ReturnType<typeof createAccountDeletion>
