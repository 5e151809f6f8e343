import type { MemoryUsage } from '@/features/memory/memory-usage'
import { cn } from '@/lib/cn'

/** How much of the 250,000-token memory budget is used. */
export function MemoryUsageMeter({ usage }: { usage: MemoryUsage }) {
  const nearlyFull = usage.percent >= 90
  return (
    <section
      aria-labelledby="memory-usage-heading"
      className="rounded-xl border border-white/10 bg-night-800/70 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="memory-usage-heading" className="text-sm font-medium text-star">
          Memory usage
        </h2>
        <p className="text-sm text-star-muted">
          <span data-testid="memory-usage-percent" className="font-semibold text-star">
            {usage.percentLabel}
          </span>{' '}
          · {usage.tokensUsed.toLocaleString('en-US')} of{' '}
          {usage.tokenBudget.toLocaleString('en-US')} tokens
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="memory-usage-heading"
        aria-valuemin={0}
        aria-valuemax={usage.tokenBudget}
        aria-valuenow={Math.min(usage.tokensUsed, usage.tokenBudget)}
        aria-valuetext={`${usage.percentLabel} of the memory budget used`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-night-950"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            nearlyFull ? 'bg-amber-400' : 'bg-accent',
          )}
          style={{ width: `${usage.percent}%` }}
        />
      </div>
    </section>
  )
}
