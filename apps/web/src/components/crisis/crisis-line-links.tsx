import type { CrisisLine } from '@orion/contracts/crisis-lines'
import { ExternalLink, MessageSquareText, Phone } from 'lucide-react'
import { cn } from '@/lib/cn'

// The ways to reach one crisis line (call, text, chat) as links a phone can act on.

export const telHref = (digits: string) => `tel:${digits.replace(/[^\d+]/g, '')}`
export const smsHref = (to: string) => `sms:${to.replace(/[^\d+]/g, '')}`

export function textLabel(text: NonNullable<CrisisLine['text']>): string {
  return text.body ? `Text ${text.body} to ${text.to}` : `Text ${text.to}`
}

export function CrisisLineLinks({ line, className }: { line: CrisisLine; className: string }) {
  return (
    <>
      {line.call ? (
        <a href={telHref(line.call.dial)} className={className}>
          <Phone className="size-4" aria-hidden="true" />
          Call {line.call.display}
        </a>
      ) : null}
      {line.text ? (
        <a href={smsHref(line.text.to)} className={className}>
          <MessageSquareText className="size-4" aria-hidden="true" />
          {textLabel(line.text)}
        </a>
      ) : null}
      {line.chatUrl ? (
        <a href={line.chatUrl} target="_blank" rel="noopener noreferrer" className={cn(className)}>
          <ExternalLink className="size-4" aria-hidden="true" />
          Chat online<span className="sr-only"> with {line.name} (opens in a new tab)</span>
        </a>
      ) : null}
    </>
  )
}
