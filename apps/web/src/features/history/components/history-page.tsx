import { MessagesSquare, Search, Star } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { Page } from '@/components/ui/page'
import { PageSpinnerInline } from '@/components/ui/spinner'
import { useSessionList } from '@/features/history/api/list-sessions'
import { SessionCard } from '@/features/history/components/session-card'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useWhenVisible } from '@/hooks/use-when-visible'
import { cn } from '@/lib/cn'
import { setCurrentSession } from '@/lib/current-session'

export const SEARCH_DEBOUNCE_MS = 300

/** The Conversation History page: every conversation, searchable, with its actions. */
export default function HistoryPage() {
  const [search, setSearch] = useState('')
  const [favoritesOnly, setFavoritesOnly] = useState(false)
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const list = useSessionList({ search: debouncedSearch, favoritesOnly })
  const sessions = list.data?.pages.flatMap((page) => page.sessions) ?? []
  // The next page loads as the end of the list scrolls into view.
  const end = useWhenVisible<HTMLDivElement>(
    () => {
      if (!list.isFetchingNextPage) void list.fetchNextPage()
    },
    { enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isPlaceholderData },
  )
  const filtered = debouncedSearch.trim() !== '' || favoritesOnly

  return (
    <Page title="Conversation History" intro="Find, continue, favorite and export past sessions.">
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <div className="relative min-w-60 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-star-muted"
            aria-hidden="true"
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search your memories..."
            aria-label="Search your memories"
            className="w-full rounded-lg border border-white/20 bg-night-800 py-2 pr-3 pl-9 text-star placeholder:text-star-muted/70"
          />
        </div>
        <button
          type="button"
          aria-pressed={favoritesOnly}
          onClick={() => setFavoritesOnly(!favoritesOnly)}
          className={cn(
            buttonClasses('secondary'),
            favoritesOnly && 'border-amber-300/60 text-amber-200',
          )}
        >
          <Star className={cn('size-4', favoritesOnly && 'fill-amber-300')} aria-hidden="true" />
          Favorites only
        </button>
      </div>
      {list.isPending ? (
        <PageSpinnerInline label="Loading conversations..." />
      ) : list.isError ? (
        <p role="alert" className="text-star-muted">
          Your conversations could not be loaded. Please refresh the page.
        </p>
      ) : sessions.length === 0 && !filtered ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-white/20 p-10 text-center">
          <MessagesSquare className="size-10 text-accent" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-star">No conversations yet</h2>
          <Link to="/" onClick={() => setCurrentSession('new')} className={buttonClasses()}>
            Start New Conversation
          </Link>
        </div>
      ) : sessions.length === 0 ? (
        <p role="status" className="text-star-muted">
          No conversations match your search.
        </p>
      ) : (
        <>
          <ul
            data-telemetry-private
            aria-label="Conversations"
            aria-busy={list.isFetching}
            className="space-y-3"
          >
            {sessions.map((session) => (
              <SessionCard key={session.id} session={session} />
            ))}
          </ul>
          <div ref={end} aria-hidden="true" />
          {list.isFetchingNextPage && <PageSpinnerInline label="Loading more conversations..." />}
        </>
      )}
    </Page>
  )
}
