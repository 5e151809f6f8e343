import type { RiskLevel } from '@orion/contracts/chat'
import { HeartHandshake, LifeBuoy, Phone, Siren } from 'lucide-react'
import { useId } from 'react'
import { CrisisLineLinks, telHref } from '@/components/crisis/crisis-line-links'
import { useCrisisCountry } from '@/lib/crisis-country'
import { openResourcesDialog } from '@/lib/resources-dialog'

const linkClasses =
  'inline-flex items-center gap-1.5 rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold text-star hover:bg-white/20'

const HEADINGS: Record<Exclude<RiskLevel, 'none'>, string> = {
  imminent: 'Your safety comes first',
  high: "You don't have to go through this alone",
  concern: 'It sounds like a lot right now',
}

function EmergencyFirst({ emergency, country }: { emergency: string; country: string }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-rose-200/60 bg-rose-600/40 p-3"
      data-testid="emergency-services"
    >
      <p className="font-semibold text-white">
        If you are in danger now, or have already hurt yourself, call emergency services.
      </p>
      <a
        href={telHref(emergency)}
        className="mt-2 inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2.5 text-base font-bold text-rose-700 hover:bg-rose-50"
      >
        <Siren className="size-5" aria-hidden="true" />
        Call {emergency} (emergency services, {country})
      </a>
      <p className="mt-2 text-sm text-rose-50">
        If you can, tell someone near you and stay with them.
      </p>
    </div>
  )
}

/**
 * Crisis resources next to a reply whose conversation signals risk. Imminent danger puts the country's emergency number first; otherwise the crisis lines lead
 * and the emergency number follows them.
 */
export function CrisisPanel({ level = 'high' }: { level?: Exclude<RiskLevel, 'none'> }) {
  const titleId = useId()
  const { lines: country } = useCrisisCountry()
  const imminent = level === 'imminent'
  return (
    <section
      aria-labelledby={titleId}
      data-level={level}
      className="mt-3 w-full rounded-xl border border-rose-300/40 bg-rose-500/15 p-4"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-star">
        <HeartHandshake className="size-5 text-rose-200" aria-hidden="true" />
        {HEADINGS[level]}
      </h3>
      {imminent ? (
        <div className="mt-3">
          <EmergencyFirst emergency={country.emergency} country={country.name} />
        </div>
      ) : (
        <p className="mt-1 text-sm text-star-muted">
          Free, confidential help is available{' '}
          {country.lines.every((line) => line.hours === '24/7') ? 'right now, 24/7' : 'today'}.
        </p>
      )}
      <div className="mt-3 space-y-2" data-testid="crisis-lines">
        {imminent ? (
          <p className="text-sm text-star-muted">You can also talk to a crisis line:</p>
        ) : null}
        {country.lines.map((line) => (
          <div key={line.name}>
            <p className="text-xs font-semibold tracking-wide text-rose-100 uppercase">
              {line.name}
            </p>
            <div className="mt-1 flex flex-wrap gap-2">
              <CrisisLineLinks line={line} className={linkClasses} />
            </div>
          </div>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {imminent ? null : (
          <a href={telHref(country.emergency)} className={linkClasses}>
            <Phone className="size-4" aria-hidden="true" />
            In danger now? Call {country.emergency}
          </a>
        )}
        <button type="button" onClick={openResourcesDialog} className={linkClasses}>
          <LifeBuoy className="size-4" aria-hidden="true" />
          More resources
        </button>
        <span className="text-xs text-star-muted">Lines for {country.name}.</span>
      </div>
    </section>
  )
}
