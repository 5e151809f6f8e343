import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Brain, FileSearch, LoaderCircle, MoreVertical, Pencil, Star } from 'lucide-react'
import { useState } from 'react'
import { RenameSessionDialog } from '@/components/chat-sessions/rename-session-dialog'
import { menuContentClasses, menuItemClasses } from '@/components/ui/menu'
import { useCreateResearchSummary } from '@/features/chat/api/create-research-summary'
import { useSummarizeSession } from '@/features/chat/api/summarize-session'
import { useSetFavorite } from '@/lib/chat-sessions/set-favorite'
import { cn } from '@/lib/cn'
import { toast, toastError } from '@/lib/toast'

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-star-muted hover:bg-white/10 hover:text-star disabled:cursor-not-allowed disabled:opacity-60'

/** The open conversation's title, the summarise-into-memory brain, and rename / favorite / research summary. */
export function SessionHeader({
  session,
}: {
  session: { id: string; title: string; isFavorite: boolean } | null
}) {
  const [renaming, setRenaming] = useState(false)
  const favorite = useSetFavorite()
  const summarize = useSummarizeSession()
  const research = useCreateResearchSummary()
  const title = session?.title ?? 'New Conversation'
  function summarizeIntoMemory(sessionId: string) {
    summarize.mutate(sessionId, {
      onSuccess: () =>
        toast({
          title: 'Conversation saved to memory',
          description: 'Orion summarised this conversation into a memory.',
        }),
      onError: (error) =>
        toastError(
          'Memory save failed',
          error,
          'There was an error summarising this conversation. Please try again.',
        ),
    })
  }

  function createResearchSummary(sessionId: string) {
    toast({
      title: 'Creating research summary...',
      description: 'This can take a minute. It will appear in your journal.',
    })
    research.mutate(sessionId, {
      onSuccess: (entry) =>
        toast({
          title: 'Research summary saved',
          description: `“${entry.title}” is in your journal.`,
        }),
      onError: (error) =>
        toastError(
          'Research Summary Failed',
          error,
          'The research summary could not be created. Please try again.',
        ),
    })
  }

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
        onClick={() => session && summarizeIntoMemory(session.id)}
        disabled={!session || summarize.isPending}
        aria-busy={summarize.isPending || undefined}
        aria-label="Summarise conversation into memory"
        title={
          summarize.isPending
            ? 'Summarising conversation into memory...'
            : 'Summarise conversation into memory'
        }
        className={iconButton}
      >
        {summarize.isPending ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <Brain className="size-5" aria-hidden="true" />
        )}
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
              <DropdownMenu.Item
                className={cn(menuItemClasses, 'data-[disabled]:opacity-60')}
                disabled={research.isPending}
                onSelect={() => createResearchSummary(session.id)}
              >
                <FileSearch className="size-4" aria-hidden="true" />
                {research.isPending ? 'Creating Research Summary...' : 'Research Summary'}
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
