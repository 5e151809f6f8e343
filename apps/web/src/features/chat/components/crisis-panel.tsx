import { HeartHandshake, LifeBuoy, MessageSquareText, Phone } from 'lucide-react'
import { useId } from 'react'
import { openResourcesDialog } from '@/lib/resources-dialog'

const linkClasses =
  'inline-flex items-center gap-1.5 rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold text-star hover:bg-white/20'

/** Crisis resources next to a reply whose message signalled risk (DESIGN.md "The chat pipeline" 3). */
export function CrisisPanel() {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className="mt-3 rounded-xl border border-rose-300/40 bg-rose-500/15 p-4"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-star">
        <HeartHandshake className="size-5 text-rose-200" aria-hidden="true" />
        You don't have to go through this alone
      </h3>
      <p className="mt-1 text-sm text-star-muted">
        Free, confidential help is available right now, 24/7.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href="tel:988" className={linkClasses}>
          <Phone className="size-4" aria-hidden="true" />
          Call 988
        </a>
        <a href="sms:988" className={linkClasses}>
          <MessageSquareText className="size-4" aria-hidden="true" />
          Text 988
        </a>
        <a href="sms:741741" className={linkClasses}>
          <MessageSquareText className="size-4" aria-hidden="true" />
          Crisis Text Line: text HOME to 741741
        </a>
        <button type="button" onClick={openResourcesDialog} className={linkClasses}>
          <LifeBuoy className="size-4" aria-hidden="true" />
          More resources
        </button>
      </div>
    </section>
  )
}
