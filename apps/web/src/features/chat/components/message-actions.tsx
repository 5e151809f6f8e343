import { Check, Copy, NotebookPen, Save, Volume2 } from 'lucide-react'
import { useState } from 'react'
import { comingSoon } from '@/features/chat/coming-soon'
import { toast } from '@/lib/toast'

const actionClasses =
  'inline-flex size-8 items-center justify-center rounded-md text-star-muted hover:bg-white/10 hover:text-star'

/** Copy, and (until their features exist) honest notes for journal, memory and read-aloud. */
export function MessageActions({ text, full }: { text: string; full: boolean }) {
  const [copied, setCopied] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
      toast({ title: 'Copied to clipboard' })
    } catch {
      toast({ title: 'Copy failed', description: 'Your browser blocked the clipboard.' })
    }
  }

  return (
    <div role="group" aria-label="Message actions" className="mt-1 flex gap-1">
      <button
        type="button"
        onClick={() => void copy()}
        aria-label="Copy message"
        className={actionClasses}
      >
        {copied ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
      </button>
      {full ? (
        <>
          <button
            type="button"
            onClick={() => comingSoon('Saving a message to your journal')}
            aria-label="Save to journal"
            className={actionClasses}
          >
            <NotebookPen className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => comingSoon('Saving a message to memory')}
            aria-label="Save to memory"
            className={actionClasses}
          >
            <Save className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => comingSoon('Reading aloud')}
            aria-label="Read aloud"
            className={actionClasses}
          >
            <Volume2 className="size-4" aria-hidden="true" />
          </button>
        </>
      ) : null}
    </div>
  )
}
