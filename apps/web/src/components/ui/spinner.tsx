import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/cn'

/** A labelled spinner inside a page (a list or a conversation loading). */
export function PageSpinnerInline({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex flex-1 items-center justify-center gap-3 p-8 text-star-muted', className)}
    >
      <LoaderCircle className="size-6 animate-spin text-accent" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
