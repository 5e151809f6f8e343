import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/cn'

/** Shown while a page's code loads, or (full page) while sign-in resolves. */
export function PageSpinner({
  label = 'Loading...',
  fullPage = false,
}: {
  label?: string
  fullPage?: boolean
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center gap-3 text-star-muted',
        fullPage ? 'min-h-dvh' : 'min-h-[50dvh]',
      )}
    >
      <LoaderCircle className="size-6 animate-spin text-accent" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
