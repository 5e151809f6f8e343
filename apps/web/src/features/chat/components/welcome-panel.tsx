import { Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { telHref } from '@/components/crisis/crisis-line-links'
import { useGreeting } from '@/features/chat/hooks/use-greeting'
import { formatPrice, usePlan } from '@/lib/billing-plan'
import { useMeta } from '@/lib/meta'
import { useCrisisCountry } from '@/lib/crisis-country'
import { useUser } from '@/lib/session'
import { greetingName } from '@/lib/user-display'

const linkClasses = 'font-medium text-violet-200 underline underline-offset-2 hover:text-white'

/** What someone sees on / before a conversation is open. */
export function WelcomePanel() {
  const user = useUser().data
  const title = useGreeting(greetingName(user))
  const communityUrl = useMeta().data?.communityUrl
  const plan = usePlan().data
  const { lines: country } = useCrisisCountry()
  const line = country.lines.find((candidate) => candidate.call) ?? country.lines[0]!
  return (
    <section
      aria-labelledby="welcome-title"
      className="rounded-2xl border border-white/10 bg-night-800/70 p-6 shadow-lg shadow-black/20 sm:p-8"
    >
      <Sparkles className="mb-3 size-8 text-accent" aria-hidden="true" />
      <h1 id="welcome-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {title}
      </h1>
      <p className="mt-2 text-star-muted">I'm Orion, here to listen and think things through.</p>
      <ul className="mt-6 list-disc space-y-3 pl-5 text-sm text-star-muted">
        <li>
          Orion is an AI companion, not a human, a therapist or an emergency service, and it cannot
          feel emotions. If you are in crisis, call{line.text && line.call ? ' or text' : ''}{' '}
          {line.call ? (
            <a href={telHref(line.call.dial)} className={linkClasses}>
              {line.call.display}
            </a>
          ) : null}{' '}
          ({line.name}), any time.{' '}
          <Link to="/safety" className={linkClasses}>
            How Orion keeps you safe
          </Link>
        </li>
        <li>
          Replies come from three AI personas at once, so they can take a little while. Please read
          the{' '}
          <Link to="/terms" className={linkClasses}>
            terms of use
          </Link>{' '}
          and how Orion treats your data in the{' '}
          <Link to="/privacy" className={linkClasses}>
            privacy policy
          </Link>
          .
        </li>
        {plan?.billingEnabled === false ? (
          <li>Messages are unlimited on this server.</li>
        ) : (
          <li>
            The free trial includes 15 messages.{' '}
            <Link to="/subscribe" className={linkClasses}>
              Subscribe
            </Link>{' '}
            {plan?.price ? `(${formatPrice(plan.price)}, cancel any time) ` : ''}for unlimited
            messages.
          </li>
        )}
        {communityUrl ? (
          <li>
            Meet other people using Orion in the{' '}
            <a
              href={communityUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClasses}
            >
              community chat
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </li>
        ) : null}
      </ul>
    </section>
  )
}
