import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Set when a signed-in person sends feedback; feedback from the shell may also be anonymous.
    userId: text('user_id'),
    name: text('name'),
    email: text('email'),
    feedback: text('feedback').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_created_at_idx').on(table.createdAt)],
)
