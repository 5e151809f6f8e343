import type { User } from '@orion/contracts/user'
import { useState } from 'react'
import { cn } from '@/lib/cn'
import { avatarUrl, initials } from '@/lib/user-display'

const sizes = { sm: 'size-9 text-sm', md: 'size-11 text-base', lg: 'size-20 text-2xl' } as const

/**
 * The user's picture (photo, provider photo or the default), or their initials when the picture
 * does not load. Someone who ever subscribed gets a golden glow and border.
 */
export function UserAvatar({
  user,
  size = 'sm',
  className,
}: {
  user: Pick<User, 'fullName' | 'username' | 'photoURL' | 'providerPhotoURL' | 'hasEverSubscribed'>
  size?: keyof typeof sizes
  className?: string
}) {
  const src = avatarUrl(user)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const golden = user.hasEverSubscribed
  return (
    <span
      data-golden={golden}
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
        'bg-night-600 font-semibold text-star',
        golden
          ? 'border-2 border-amber-400 shadow-[0_0_12px_3px_rgba(251,191,36,0.6)]'
          : 'border border-white/20',
        sizes[size],
        className,
      )}
    >
      {failedSrc === src ? (
        <span aria-hidden="true">{initials(user)}</span>
      ) : (
        <img
          src={src}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(src)}
          className="size-full object-cover"
        />
      )}
    </span>
  )
}
