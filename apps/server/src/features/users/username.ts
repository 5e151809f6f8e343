import { FULL_NAME_MAX, USERNAME_MAX, USERNAME_MIN } from '@orion/contracts/auth'

// Names for people who arrive through Google or Microsoft and never typed a username
// (3 to 30 of letters, digits, underscore and hyphen).

/** `Anne.Smith+news@x.org` -> `anne-smith-news`; always valid, at most 30 characters. */
export function usernameBaseFromEmail(email: string): string {
  const localPart = email.split('@')[0] ?? ''
  const cleaned = localPart
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, USERNAME_MAX)
    .replace(/[-_]+$/, '')
  return cleaned.length >= USERNAME_MIN
    ? cleaned
    : `${cleaned || 'user'}-user`.slice(0, USERNAME_MAX)
}

/** The n-th candidate: base, base-2, base-3, ... cut so that the suffix always fits. */
export function usernameCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base
  const suffix = `-${attempt}`
  return `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`
}

/** A provider's display name kept to the characters a full name may hold; null if none remain. */
export function sanitizeFullName(name: string | null | undefined): string | null {
  const cleaned = (name ?? '')
    .replace(/[^\p{L}\s'-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, FULL_NAME_MAX)
    .trim()
  return cleaned.length > 0 ? cleaned : null
}
