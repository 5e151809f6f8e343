import type { ReactNode } from 'react'
import { Construction } from 'lucide-react'

/** The frame of a page: its heading, an optional intro and the content. */
export function Page({
  title,
  intro,
  actions,
  children,
}: {
  title: string
  intro?: ReactNode
  actions?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-8">
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-star sm:text-3xl">{title}</h1>
          {intro ? <p className="mt-2 text-star-muted">{intro}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </div>
  )
}

/** An honest note that a part of the product is not built yet. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-xl border border-dashed border-white/25 bg-night-800/70 p-4 text-sm text-star-muted"
    >
      <Construction className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
      <p>
        <strong className="font-semibold text-star">Coming soon.</strong> {children}
      </p>
    </div>
  )
}
