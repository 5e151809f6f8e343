import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useMeta } from '@/lib/meta'

export const legalLinkClasses =
  'font-medium text-violet-200 underline underline-offset-2 hover:text-white'

/** A titled part of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-star">{title}</h2>
      <div className="space-y-3 leading-relaxed text-star-muted">{children}</div>
    </section>
  )
}

/** How to reach the people who run this server: the support address when set, else feedback. */
export function ContactTheOperator() {
  const supportEmail = useMeta().data?.supportEmail
  return supportEmail ? (
    <>
      write to{' '}
      <a href={`mailto:${supportEmail}`} className={legalLinkClasses}>
        {supportEmail}
      </a>{' '}
      or use Submit Feedback in the menu
    </>
  ) : (
    <>use Submit Feedback in the menu once you are signed in</>
  )
}

/** The frame of /terms and /privacy: public pages, readable signed in or out. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string
  updated: string
  children: ReactNode
}) {
  return (
    <div className="min-h-dvh px-4 py-10 sm:px-8">
      <article className="mx-auto max-w-3xl space-y-8">
        <header className="space-y-3">
          <nav aria-label="Legal" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link to="/" className={legalLinkClasses}>
              ✦ Orion
            </Link>
            <Link to="/terms" className={legalLinkClasses}>
              Terms of Service
            </Link>
            <Link to="/privacy" className={legalLinkClasses}>
              Privacy Policy
            </Link>
          </nav>
          <h1 className="text-3xl font-semibold tracking-tight text-star">{title}</h1>
          <p className="text-sm text-star-muted">Last updated {updated}</p>
        </header>
        {children}
      </article>
    </div>
  )
}
