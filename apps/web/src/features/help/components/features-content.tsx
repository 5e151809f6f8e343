import type { ReactNode } from 'react'

type HeadingLevel = 'h2' | 'h3'

function Section(props: { title: string; heading: HeadingLevel; children: ReactNode }) {
  const { title, heading: Heading, children } = props
  return (
    <section className="space-y-2">
      <Heading className="text-base font-semibold text-star">{title}</Heading>
      <div className="space-y-2 text-sm text-star-muted">{children}</div>
    </section>
  )
}

const bullets = 'list-disc space-y-1.5 pl-5'

/** What Orion offers, how to get unstuck, its limits and its privacy promise. */
export function FeaturesContent({
  supportEmail,
  headingLevel = 'h3',
}: {
  supportEmail: string | null | undefined
  /** h3 inside the dialog (under its h2 title), h2 on the /features page. */
  headingLevel?: HeadingLevel
}) {
  return (
    <div className="space-y-6">
      <p className="text-sm text-star-muted">
        Orion is being built in stages: some of the features below are not available yet.
      </p>
      <Section title="What Orion can do" heading={headingLevel}>
        <ul className={bullets}>
          <li>
            <strong className="text-star">Three personas at once.</strong> Every reply brings
            together three AI personas, so you hear more than one perspective. Replies can take a
            little while.
          </li>
          <li>
            <strong className="text-star">Conversational and Research modes.</strong> Talk things
            through, or ask for detailed, structured answers with sources.
          </li>
          <li>
            <strong className="text-star">Journal and notebooks.</strong> Write entries, organise
            them in coloured notebooks and save chat messages to your journal.
          </li>
          <li>
            <strong className="text-star">Internal memory.</strong> Save what matters so Orion
            remembers it in later conversations.
          </li>
          <li>
            <strong className="text-star">Image gallery.</strong> Every generated or uploaded image,
            with your own notes.
          </li>
          <li>
            <strong className="text-star">Voice.</strong> Have replies read aloud, and dictate
            instead of typing.
          </li>
          <li>
            <strong className="text-star">Fitbit.</strong> Connect your Fitbit so Orion can take
            your sleep and activity into account.
          </li>
        </ul>
      </Section>
      <Section title="Troubleshooting" heading={headingLevel}>
        <ul className={bullets}>
          <li>Clear your browser cache and reload the page.</li>
          <li>Log out and log back in.</li>
          <li>Do a hard refresh: Ctrl+Shift+R (Cmd+Shift+R on a Mac).</li>
          {supportEmail ? (
            <li>
              Still stuck? Contact the developer at{' '}
              <a
                href={`mailto:${supportEmail}`}
                className="font-medium text-violet-200 underline underline-offset-2"
              >
                {supportEmail}
              </a>
              .
            </li>
          ) : (
            // No SUPPORT_EMAIL on this server: the feedback form reaches the operator.
            <li>Still stuck? Tell us what happened with Submit Feedback in the menu.</li>
          )}
        </ul>
      </Section>
      <Section title="Token limits" heading={headingLevel}>
        <ul className={bullets}>
          <li>
            A conversation can hold up to 800,000 tokens. Past that, Orion stops answering in it:
            start a new conversation.
          </li>
          <li>Internal memory has a budget of about 250k tokens.</li>
        </ul>
      </Section>
      <Section title="Privacy" heading={headingLevel}>
        <p>
          Your memories are private to your user account: no other account can see them, and Orion
          uses them only in your own conversations.
        </p>
      </Section>
    </div>
  )
}
