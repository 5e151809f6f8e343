import type { User } from '@orion/contracts/user'

export const DEFAULT_AVATAR_URL = '/default-avatar.svg'

type Named = Pick<User, 'fullName' | 'username'>

export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? ''
}

/** Chat page: the first name, else the username; the greeting adds 'friend'. */
export function greetingName(user: Named | null | undefined): string | null {
  return firstName(user?.fullName) || user?.username.trim() || null
}

/** Initials of the first and last name ('Ada King Lovelace' -> 'AL'); the username's first letter. */
export function initials(user: Named): string {
  const parts = user.fullName.trim().split(/\s+/).filter(Boolean)
  const letters =
    parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts.length === 1 ? [parts[0]!] : []
  const result = letters.map((part) => [...part][0]!.toUpperCase()).join('')
  return result || ([...user.username][0]?.toUpperCase() ?? '?')
}

/** User menu: the photo, else the identity provider's photo, else the default. */
export function avatarUrl(user: Pick<User, 'photoURL' | 'providerPhotoURL'>): string {
  return user.photoURL || user.providerPhotoURL || DEFAULT_AVATAR_URL
}

/** The name font shrinks for names up to 15, up to 20, up to 25 characters and longer. */
export function nameSizeClass(name: string): string {
  const length = [...name].length
  if (length <= 15) return 'text-base'
  if (length <= 20) return 'text-sm'
  if (length <= 25) return 'text-xs'
  return 'text-[0.65rem]'
}
