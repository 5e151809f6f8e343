import type { UserRow } from '../../db/schema/users'

/**
 * What the person wrote in Settings → About Me, as one block of the chat's context; null when
 * they wrote nothing.
 */
export function aboutMeContext(
  user: Pick<UserRow, 'pronouns' | 'aboutMe' | 'interests'>,
): string | null {
  const lines = [
    ['Pronouns', user.pronouns],
    ['About them', user.aboutMe],
    ['Interests and hobbies', user.interests],
  ]
    .map(([label, value]) => [label, value?.trim()] as const)
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
  return lines.length > 0 ? lines.join('\n') : null
}
