import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { authSession, authUser } from '../../db/schema/auth'
import { users, type UserRow } from '../../db/schema/users'

// The signed-in check's fast path (docs/decisions/0002-identity-better-auth.md): the credential is
// read and its signature verified here, the session and the product user come back in one query.
// Anything out of the ordinary is left to Better Auth's getSession (see auth.service.ts).

export interface SessionRow {
  user: UserRow
  sessionId: string
  token: string
  identityUserId: string
  createdAt: Date
  expiresAt: Date
}

/** One round trip: the session by token, its identity user, and the product user. */
export function createSessionLookup(db: Database) {
  const query = db
    .select({
      user: users,
      sessionId: authSession.id,
      token: authSession.token,
      identityUserId: authSession.userId,
      createdAt: authSession.createdAt,
      expiresAt: authSession.expiresAt,
    })
    .from(authSession)
    .innerJoin(authUser, eq(authUser.id, authSession.userId))
    .innerJoin(users, eq(users.identityUserId, authSession.userId))
    .where(eq(authSession.token, sql.placeholder('token')))
    .limit(1)
    .prepare('orion_session_lookup')

  return async (token: string): Promise<SessionRow | undefined> => {
    const [row] = await query.execute({ token })
    return row
  }
}

/** Better Auth's cookie reading (better-call's parseCookies): first occurrence wins, URI-decoded. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null
  let index = 0
  while (index < header.length) {
    const eqIdx = header.indexOf('=', index)
    if (eqIdx === -1) break
    let endIdx = header.indexOf(';', index)
    if (endIdx === -1) endIdx = header.length
    else if (endIdx < eqIdx) {
      index = header.lastIndexOf(';', eqIdx - 1) + 1
      continue
    }
    if (header.slice(index, eqIdx).trim() === name) {
      let value = header.slice(eqIdx + 1, endIdx).trim()
      if (value.codePointAt(0) === 34) value = value.slice(1, -1)
      return decodeValue(value)
    }
    index = endIdx + 1
  }
  return null
}

function decodeValue(value: string) {
  if (!value.includes('%')) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** What a request presents: its bearer value (if any, as Better Auth decodes it) and cookies. */
export function presentedCredentials(headers: Headers, cookieName: string) {
  const authorization = headers.get('authorization')
  let bearer: string | null = null
  if (authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
    const value = authorization.slice(7).trim()
    if (value) bearer = decodeValue(value)
  }
  const cookieHeader = headers.get('cookie')
  return { bearer, cookieHeader, cookie: readCookie(cookieHeader, cookieName) }
}
