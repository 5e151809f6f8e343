import { INTERNATIONAL_DIRECTORIES, type CountryCrisisLines } from '@orion/contracts/crisis-lines'
import { ExternalLink, Siren } from 'lucide-react'
import { CrisisLineLinks, telHref } from '@/components/crisis/crisis-line-links'

const linkClasses =
  'inline-flex items-center gap-1.5 font-semibold text-violet-200 underline underline-offset-2 hover:text-white'

/** A country's crisis lines with their hours, notes and sources, and its emergency number. */
export function CountryLines({ country }: { country: CountryCrisisLines }) {
  return (
    <div className="space-y-3">
      {country.lines.map((line) => (
        <section
          key={line.name}
          aria-label={line.name}
          className="rounded-xl border border-white/15 bg-night-900/70 p-4"
        >
          <h3 className="font-semibold text-star">{line.name}</h3>
          <div className="mt-2 space-y-1.5 text-sm text-star-muted">
            {line.hours ? (
              <p>{line.hours === '24/7' ? 'Free, confidential, 24/7.' : line.hours}</p>
            ) : null}
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              <CrisisLineLinks line={line} className={linkClasses} />
            </p>
            {line.note ? <p>{line.note}</p> : null}
            <p className="text-xs">
              Source:{' '}
              <a
                href={line.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="underline"
              >
                {new URL(line.sourceUrl).hostname}
              </a>
            </p>
          </div>
        </section>
      ))}
      <p className="flex items-center gap-2 rounded-xl border border-rose-300/30 bg-rose-500/10 p-3 text-sm text-star">
        <Siren className="size-4 shrink-0 text-rose-200" aria-hidden="true" />
        <span>
          In immediate danger in {country.name}? Call{' '}
          <a href={telHref(country.emergency)} className={linkClasses}>
            {country.emergency}
          </a>{' '}
          (emergency services).
        </span>
      </p>
    </div>
  )
}

/** Where to find a line in a country the table does not list. */
export function InternationalDirectories() {
  return (
    <p className="text-sm text-star-muted">
      Somewhere else?{' '}
      {INTERNATIONAL_DIRECTORIES.map((directory, index) => (
        <span key={directory.url}>
          {index > 0 ? ' or ' : ''}
          <a href={directory.url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
            {directory.name}
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </span>
      ))}
      .
    </p>
  )
}
