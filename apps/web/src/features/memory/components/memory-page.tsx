import { Brain } from 'lucide-react'
import { Page } from '@/components/ui/page'
import { PageSpinnerInline } from '@/components/ui/spinner'
import { useMemories } from '@/features/memory/api/list-memories'
import { MemoryCard } from '@/features/memory/components/memory-card'
import { MemoryToolbar } from '@/features/memory/components/memory-toolbar'
import { MemoryUsageMeter } from '@/features/memory/components/memory-usage-meter'
import { memoryUsage } from '@/features/memory/memory-usage'
import { readableErrorMessage } from '@/lib/api-error'

/** /memory: the token meter, the toolbar and the list of memories. */
export default function MemoryPage() {
  const query = useMemories()
  const memories = query.data?.memories
  return (
    <Page
      title="Internal Memory"
      intro="What Orion remembers about you. Memories are private to your account."
    >
      <div className="space-y-6">
        <MemoryToolbar memories={memories} />
        {query.isPending ? (
          <PageSpinnerInline label="Loading memories..." />
        ) : query.isError ? (
          <p role="alert" className="rounded-xl border border-white/10 p-6 text-star-muted">
            {readableErrorMessage(
              query.error,
              'Your memories could not be loaded. Please refresh the page.',
            )}
          </p>
        ) : (
          <>
            <MemoryUsageMeter usage={memoryUsage(query.data.memories, query.data.tokenBudget)} />
            {query.data.memories.length === 0 ? (
              <div className="rounded-xl border border-dashed border-white/25 p-8 text-center">
                <Brain className="mx-auto size-8 text-accent" aria-hidden="true" />
                <h2 className="mt-3 font-semibold text-star">No memories yet</h2>
                <p className="mt-1 text-sm text-star-muted">
                  Save a message with the floppy-disk button in a conversation, summarise a whole
                  conversation with the brain icon, or import a file.
                </p>
              </div>
            ) : (
              <ul data-telemetry-private aria-label="Memories" className="space-y-3">
                {query.data.memories.map((memory) => (
                  <MemoryCard key={memory.memoryId} memory={memory} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Page>
  )
}
