import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Brain, MoreVertical, Pencil, Star } from 'lucide-react'
import { useState } from 'react'
import { RenameSessionDialog } from '@/components/chat-sessions/rename-session-dialog'
import { menuContentClasses, menuItemClasses } from '@/components/ui/menu'
import { comingSoon } from '@/features/chat/coming-soon'
import { useSetFavorite } from '@/lib/chat-sessions/set-favorite'
import { cn } from '@/lib/cn'

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-star-muted hover:bg-white/10 hover:text-star'

/** The open conversation's title, the summarise-into-memory brain, and rename / favorite. */
export function SessionHeader({
  session,
}: {
  session: { id: string; title: string; isFavorite: boolean } | null
}) {
  const [renaming, setRenaming] = useState(false)
  const favorite = useSetFavorite()
  const title = session?.title ?? 'New Conversation'
  return (
    <header className="flex items-center gap-2 border-b border-white/10 px-4 py-2 sm:px-8">
      <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-star">
        {title}
        {session?.isFavorite ? (
          <Star
            className="ml-2 inline size-4 fill-amber-300 text-amber-300"
            aria-label="Favorite"
          />
        ) : null}
      </h1>
      <button
        type="button"
        onClick={() => comingSoon('Summarising a conversation into memory')}
        aria-label="Summarise conversation into memory"
        title="Summarise conversation into memory"
        className={iconButton}
      >
        <Brain className="size-5" aria-hidden="true" />
      </button>
      {session ? (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger aria-label="Conversation options" className={iconButton}>
            <MoreVertical className="size-5" aria-hidden="true" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClasses}>
              <DropdownMenu.Item className={menuItemClasses} onSelect={() => setRenaming(true)}>
                <Pencil className="size-4" aria-hidden="true" />
                Rename
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={menuItemClasses}
                onSelect={() =>
                  favorite.mutate({ id: session.id, isFavorite: !session.isFavorite })
                }
              >
                <Star
                  className={cn('size-4', session.isFavorite && 'fill-amber-300 text-amber-300')}
                  aria-hidden="true"
                />
                {session.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : null}
      {session ? (
        <RenameSessionDialog session={session} open={renaming} onOpenChange={setRenaming} />
      ) : null}
    </header>
  )
}
