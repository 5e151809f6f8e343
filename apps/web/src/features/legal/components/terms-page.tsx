import { Link } from 'react-router'
import {
  ContactTheOperator,
  LegalPage,
  LegalSection,
  legalLinkClasses,
} from '@/features/legal/components/legal-page'

/** /terms: the rules of using this Orion server, in plain words. */
export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="November 2026">
      <p className="leading-relaxed text-star-muted">
        These terms are between you and whoever operates this Orion server (“the operator”). By
        creating an account you agree to them.
      </p>
      <LegalSection title="What Orion is, and is not">
        <p>
          Orion is an AI companion: three AI personas that listen and help you think things through.
          It is not a therapist, a doctor or an emergency service, and its replies are not medical,
          legal or financial advice. If you are in crisis, call or text{' '}
          <a href="tel:988" className={legalLinkClasses}>
            988
          </a>{' '}
          (Suicide &amp; Crisis Lifeline, US) or your local emergency number, any time.
        </p>
        <p>
          Replies are written by an AI model. They can be wrong, incomplete or out of date: check
          anything important with a person you trust.
        </p>
      </LegalSection>
      <LegalSection title="Your account">
        <p>
          You must be 18 or older to use Orion. Keep your password to yourself; you are responsible
          for what is done with your account. The details you give when you register should be true.
        </p>
      </LegalSection>
      <LegalSection title="Using Orion fairly">
        <ul className="list-disc space-y-2 pl-5">
          <li>Do not use Orion to break the law or to harm, harass or deceive anyone.</li>
          <li>
            Do not try to get into other people’s accounts, overload the service or get around its
            limits.
          </li>
          <li>Do not upload content you have no right to share.</li>
        </ul>
        <p>The operator may suspend an account that breaks these rules.</p>
      </LegalSection>
      <LegalSection title="Your content">
        <p>
          What you write and upload stays yours. You let Orion store it and send it to the AI
          provider so it can answer you, as the{' '}
          <Link to="/privacy" className={legalLinkClasses}>
            Privacy Policy
          </Link>{' '}
          explains. You can export or delete it at any time.
        </p>
      </LegalSection>
      <LegalSection title="Free trial and subscription">
        <p>
          A new account includes 15 free messages. After that, sending messages needs a
          subscription; the price is shown on the Subscription page before you pay.
        </p>
      </LegalSection>
      <LegalSection title="Changes and questions">
        <p>
          The operator may update these terms; the date at the top says when they last changed. For
          any question about them, <ContactTheOperator />.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
