import { LoaderCircle } from 'lucide-react'

/** Shown while a page's code loads. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50dvh] items-center justify-center gap-3 text-star-muted"
    >
      <LoaderCircle className="size-6 animate-spin text-accent" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
