import { customType } from 'drizzle-orm/pg-core'

/** A Postgres full-text search vector; used as a generated, GIN-indexed column. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})
