import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { authUser } from '../../db/schema/auth'
import { users, type UserRow } from '../../db/schema/users'

export type NewUser = Pick<
  typeof users.$inferInsert,
  'identityUserId' | 'username' | 'fullName' | 'email' | 'photoUrl'
>
export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'fullName'
    | 'email'
    | 'photoUrl'
    | 'photoKey'
    | 'aboutMe'
    | 'pronouns'
    | 'interests'
    | 'consolidatedMemory'
    | 'country'
  >
>

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id))
      return row ?? null
    },

    async findByIdentityUserId(identityUserId: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.identityUserId, identityUserId))
      return row ?? null
    },

    async usernameExists(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
      return row !== undefined
    },

    /** Inserts; throws the database's unique violation on a taken username or identity. */
    async insert(row: NewUser): Promise<UserRow> {
      const [created] = await db.insert(users).values(row).returning()
      if (!created) throw new Error('insert returned no row')
      return created
    },

    async update(id: string, patch: UserPatch): Promise<UserRow | null> {
      const [updated] = await db.update(users).set(patch).where(eq(users.id, id)).returning()
      return updated ?? null
    },

    /** The identity provider's photo (Google/Microsoft picture) for providerPhotoURL. */
    async identityImage(identityUserId: string): Promise<string | null> {
      const [row] = await db
        .select({ image: authUser.image })
        .from(authUser)
        .where(eq(authUser.id, identityUserId))
      return row?.image ?? null
    },
  }
}
export type UsersRepository = ReturnType<typeof createUsersRepository>
