// The SQLSTATEs the journal turns into answers: a notebook name taken (409), a notebook deleted
// between the ownership check and the write (404).
export const UNIQUE_VIOLATION = '23505'
export const FOREIGN_KEY_VIOLATION = '23503'

/** Postgres' SQLSTATE of a failed query, whether or not Drizzle wrapped the driver's error. */
export function sqlState(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}
