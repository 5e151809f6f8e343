import type { Session } from '@orion/contracts/chat'
import { formatDistanceToNow } from 'date-fns'
import { Star } from 'lucide-react'
import { useNavigate } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { SessionMenu } from '@/features/history/components/session-menu'
import { useSetFavorite } from '@/lib/chat-sessions/set-favorite'
import { cn } from '@/lib/cn'
import { conversationPath, setCurrentSession } from '@/lib/current-session'

/** One conversation in the history: title, age, Continue, star and menu. */
export function SessionCard({ session }: { session: Session }) {
  const navigate = useNavigate()
  const favorite = useSetFavorite()
  const starLabel = session.isFavorite
    ? `Remove ${session.title} from favorites`
    : `Add ${session.title} to favorites`

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-white/10 bg-night-800/70 p-4">
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-star">{session.title}</h2>
        <p className="text-sm text-star-muted">
          Created {formatDistanceToNow(new Date(session.createdAt))} ago
        </p>
      </div>
      <button
        type="button"
        aria-label={starLabel}
        aria-pressed={session.isFavorite}
        disabled={favorite.isPending}
        onClick={() => favorite.mutate({ id: session.id, isFavorite: !session.isFavorite })}
        className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-white/10"
      >
        <Star
          className={cn(
            'size-5',
            session.isFavorite ? 'fill-amber-300 text-amber-300' : 'text-star-muted',
          )}
          aria-hidden="true"
        />
      </button>
      <button
        type="button"
        onClick={() => {
          setCurrentSession(session.id)
          void navigate(conversationPath(session.id))
        }}
        aria-label={`Continue ${session.title}`}
        className={buttonClasses('secondary', 'py-1.5')}
      >
        Continue
      </button>
      <SessionMenu session={session} />
    </li>
  )
}
