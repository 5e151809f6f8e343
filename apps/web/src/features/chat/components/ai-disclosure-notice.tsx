import { AI_DISCLOSURE_TEXT } from '@orion/contracts/chat'
import { Bot } from 'lucide-react'
import { Link } from 'react-router'

/** The notice that Orion is an AI, shown when the server says it is due (SB 243). */
export function AiDisclosureNotice() {
  return (
    <aside
      aria-label="Orion is an AI"
      className="mx-auto flex w-full max-w-xl items-start gap-3 rounded-xl border border-sky-300/40 bg-sky-500/10 px-4 py-3 text-sm text-star"
    >
      <Bot className="mt-0.5 size-5 shrink-0 text-sky-200" aria-hidden="true" />
      <p>
        {AI_DISCLOSURE_TEXT}{' '}
        <Link to="/safety" className="font-medium text-sky-100 underline underline-offset-2">
          How Orion keeps you safe
        </Link>
      </p>
    </aside>
  )
}
