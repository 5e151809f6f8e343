// What a failed query was refused for, whichever driver ran it (node-postgres or PGlite) and
// whether or not Drizzle wrapped the driver's error in `cause`.

export const UNIQUE_VIOLATION = '23505'
export const FOREIGN_KEY_VIOLATION = '23503'

interface DriverError {
  code?: unknown
  constraint?: unknown
}

/** The driver's error behind `error`: the first in the cause chain with a SQLSTATE. */
function driverError(error: unknown): (Error & DriverError) | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as DriverError).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return cause as Error & DriverError
  }
  return undefined
}

/** Postgres' SQLSTATE of a failed query. */
export function sqlState(error: unknown): string | undefined {
  return driverError(error)?.code as string | undefined
}

/** The name of the unique constraint a failed insert or update hit, if that was the reason. */
export function violatedUniqueConstraint(error: unknown): string | null {
  const cause = driverError(error)
  if (cause?.code !== UNIQUE_VIOLATION) return null
  return typeof cause.constraint === 'string' ? cause.constraint : 'unknown'
}
