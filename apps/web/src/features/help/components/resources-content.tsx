import { ExternalLink, MessageSquareText, Phone, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CountryLines, InternationalDirectories } from '@/components/crisis/country-lines'
import { CountrySelect } from '@/components/crisis/country-select'
import { useCountryChoice } from '@/lib/crisis-country'

const linkClasses =
  'inline-flex items-center gap-1.5 font-semibold text-violet-200 underline underline-offset-2 hover:text-white'

function ResourceCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-white/15 bg-night-900/70 p-4">
      <h3 className="font-semibold text-star">{title}</h3>
      <div className="mt-2 space-y-1.5 text-sm text-star-muted">{children}</div>
    </section>
  )
}

/** Crisis lines of the person's country. */
export function ResourcesContent() {
  const country = useCountryChoice()
  return (
    <div className="space-y-3">
      <CountrySelect label="Crisis lines for" value={country.code} onChange={country.setCountry} />
      {country.code === 'US' ? <UnitedStatesResources /> : <CountryLines country={country.lines} />}
      <InternationalDirectories />
      <p className="text-sm">
        <Link to="/safety" className={linkClasses}>
          <ShieldCheck className="size-4" aria-hidden="true" />
          How Orion keeps you safe
        </Link>
      </p>
      <p className="rounded-xl bg-violet-500/15 p-4 text-sm text-star">
        Orion is a supportive companion, not a replacement for professional care. If you are in
        danger or thinking about harming yourself, call{' '}
        {country.code === 'US' ? '988' : 'a crisis line'} or your local emergency number (
        {country.lines.emergency}) now.
      </p>
    </div>
  )
}

/** The spec's list for the United States: 988, Crisis Text Line, NAMI and a therapist directory. */
function UnitedStatesResources() {
  return (
    <>
      <ResourceCard title="988 Suicide & Crisis Lifeline">
        <p>Free, confidential support 24/7.</p>
        <p>
          <a href="tel:988" className={linkClasses}>
            <Phone className="size-4" aria-hidden="true" />
            Call 988
          </a>
        </p>
        <p>Spanish: press 2. Veterans: press 1.</p>
        <p>
          LGBTQI+ support:{' '}
          <a href="sms:988" className={linkClasses}>
            <MessageSquareText className="size-4" aria-hidden="true" />
            text PRIDE to 988
          </a>
        </p>
      </ResourceCard>
      <ResourceCard title="Crisis Text Line">
        <p>
          <a href="sms:741741" className={linkClasses}>
            <MessageSquareText className="size-4" aria-hidden="true" />
            Text HOME to 741741
          </a>
        </p>
        <p>Available in English and Spanish.</p>
      </ResourceCard>
      <ResourceCard title="NAMI HelpLine">
        <p>
          <a href="tel:18009506264" className={linkClasses}>
            <Phone className="size-4" aria-hidden="true" />
            Call 1-800-950-NAMI
          </a>{' '}
          (1-800-950-6264)
        </p>
        <p>Information, resource referrals and support.</p>
      </ResourceCard>
      <ResourceCard title="Find a therapist">
        <p>
          <a
            href="https://www.psychologytoday.com/us/therapists"
            target="_blank"
            rel="noopener noreferrer"
            className={linkClasses}
          >
            Psychology Today therapist directory
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      </ResourceCard>
      <p className="text-sm text-star-muted">
        In immediate danger? Call{' '}
        <a href="tel:911" className={linkClasses}>
          911
        </a>
        .
      </p>
    </>
  )
}
