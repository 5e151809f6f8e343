import { ArrowLeft, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CountryLines, InternationalDirectories } from '@/components/crisis/country-lines'
import { CountrySelect } from '@/components/crisis/country-select'
import { useCountryChoice } from '@/lib/crisis-country'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-white/10 bg-night-800/70 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-star">{title}</h2>
      <div className="mt-3 space-y-2 text-star-muted">{children}</div>
    </section>
  )
}

/** /safety: public, in plain words: what Orion detects, shows, never does, and human help. */
export default function SafetyPage() {
  const country = useCountryChoice()
  return (
    <main id="main-content" className="mx-auto w-full max-w-3xl space-y-5 px-4 py-10 sm:px-8">
      <Link to="/" className="inline-flex items-center gap-1.5 text-sm text-violet-200 underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Orion
      </Link>
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight text-star sm:text-3xl">
          <ShieldCheck className="size-7 text-accent" aria-hidden="true" />
          How Orion keeps you safe
        </h1>
        <p className="mt-2 text-star-muted">
          If you are in danger right now, call your local emergency number or one of the lines
          below. You deserve support from a person.
        </p>
      </header>

      <Section title="Orion is an AI">
        <p>
          Orion is an AI companion. It is not a human, it cannot feel emotions, and it is not a
          therapist, a doctor or an emergency service. It says so at the start of every conversation
          and again after every three hours of use.
        </p>
        <p>Orion is for adults: you confirm you are 18 or older when you create an account.</p>
      </Section>

      <Section title="What Orion looks for">
        <p>
          Every message you send is checked for signs that you may be at risk of suicide or
          self-harm: not wanting to be alive, thoughts of ending your life, a plan or a way to do
          it, danger that is happening now, hurting yourself, saying goodbye or giving things away,
          and worry about someone else. It understands slang, typos and English, Spanish, French,
          German, Portuguese and Italian.
        </p>
        <p>
          A first check runs on our server without any AI model. When an AI model is connected, it
          takes a second look, and it can only make the response more careful, never less. Checks
          can still be wrong: if you need help, please reach out even if Orion did not notice.
        </p>
      </Section>

      <Section title="What Orion shows">
        <p>
          When a message signals risk, Orion shows crisis lines for your country next to the reply.
          If the danger seems immediate, your emergency number comes first. The lines stay in view
          for the next messages until you say you are safe or the conversation has moved on, and the
          AI companions are told to answer with care and to point you to people who can help.
        </p>
        <p>
          Orion counts how many times it showed these lines each day, for the yearly report that
          companion-app laws ask for. The count holds no words you wrote and no account.
        </p>
      </Section>

      <Section title="What Orion never does">
        <ul className="list-disc space-y-1 pl-5">
          <li>Diagnose you or tell you what condition you have.</li>
          <li>Give any information about methods or means of self-harm or suicide.</li>
          <li>Pretend to be a person, a therapist or a counsellor.</li>
          <li>Replace professional care or emergency services.</li>
        </ul>
      </Section>

      <Section title="Where to get human help">
        <CountrySelect
          label="Crisis lines for"
          value={country.code}
          onChange={country.setCountry}
        />
        <CountryLines country={country.lines} />
        <InternationalDirectories />
      </Section>
    </main>
  )
}
