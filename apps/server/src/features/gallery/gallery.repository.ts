import { and, count, desc, eq, inArray, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import { galleryImages, type GalleryImageRow } from '../../db/schema/uploads'

// Every query is scoped by the owner's id, except findById, which
// serves a picture whose signed URL was already checked.

export type NewGalleryImage = Omit<typeof galleryImages.$inferInsert, 'id' | 'createdAt'>

export function createGalleryRepository(db: Database) {
  return {
    async insert(image: NewGalleryImage): Promise<GalleryImageRow> {
      const [row] = await db.insert(galleryImages).values(image).returning()
      return row!
    },

    async find(userId: string, id: string): Promise<GalleryImageRow | null> {
      if (!isUuid(id)) return null
      const [row] = await db
        .select()
        .from(galleryImages)
        .where(and(eq(galleryImages.userId, userId), eq(galleryImages.id, id)))
      return row ?? null
    },

    async findById(id: string): Promise<GalleryImageRow | null> {
      if (!isUuid(id)) return null
      const [row] = await db.select().from(galleryImages).where(eq(galleryImages.id, id))
      return row ?? null
    },

    /** Which of `ids` belong to the person. */
    async ownedIds(userId: string, ids: string[]): Promise<Set<string>> {
      const valid = ids.filter(isUuid)
      if (valid.length === 0) return new Set()
      const rows = await db
        .select({ id: galleryImages.id })
        .from(galleryImages)
        .where(and(eq(galleryImages.userId, userId), inArray(galleryImages.id, valid)))
      return new Set(rows.map((row) => row.id))
    },

    /** Newest first; `before` is the last image of the previous page. */
    async page(userId: string, options: { limit: number; before?: GalleryImageRow }) {
      const { before } = options
      const rows = await db
        .select()
        .from(galleryImages)
        .where(
          and(
            eq(galleryImages.userId, userId),
            before
              ? or(
                  lt(galleryImages.createdAt, before.createdAt),
                  and(
                    eq(galleryImages.createdAt, before.createdAt),
                    lt(galleryImages.id, before.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(galleryImages.createdAt), desc(galleryImages.id))
        .limit(options.limit + 1)
      return { rows: rows.slice(0, options.limit), hasMore: rows.length > options.limit }
    },

    async total(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(galleryImages)
        .where(eq(galleryImages.userId, userId))
      return Number(row?.total ?? 0)
    },

    async setNote(userId: string, id: string, userNote: string | null) {
      if (!isUuid(id)) return null
      const [row] = await db
        .update(galleryImages)
        .set({ userNote })
        .where(and(eq(galleryImages.userId, userId), eq(galleryImages.id, id)))
        .returning()
      return row ?? null
    },

    async remove(userId: string, id: string): Promise<GalleryImageRow | null> {
      if (!isUuid(id)) return null
      const [row] = await db
        .delete(galleryImages)
        .where(and(eq(galleryImages.userId, userId), eq(galleryImages.id, id)))
        .returning()
      return row ?? null
    },
  }
}
export type GalleryRepository = ReturnType<typeof createGalleryRepository>
