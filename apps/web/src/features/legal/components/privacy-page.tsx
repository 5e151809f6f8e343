import { ContactTheOperator, LegalPage, LegalSection } from '@/features/legal/components/legal-page'

/** /privacy: what Orion keeps about a person, where, for how long, who sees it, and their controls. */
export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="November 2026">
      <p className="leading-relaxed text-star-muted">
        Orion is run by whoever operates this server (“the operator”). This page says, in plain
        words, what this Orion server keeps about you, where it keeps it, for how long, who can see
        it, and how you can take it with you or delete it.
      </p>
      <LegalSection title="What Orion stores">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <strong className="text-star">Your account:</strong> your full name, username, email
            address, profile photo if you add one, the “About me” text you write, and your password
            (only as a one-way hash, never the password itself). For each signed-in device it keeps
            a session with its IP address and browser name.
          </li>
          <li>
            <strong className="text-star">Your conversations:</strong> every message you send, the
            replies, conversation titles and favourites, and how many free messages you have used.
          </li>
          <li>
            <strong className="text-star">Your journal:</strong> entries, notebooks, tags, moods and
            the research summaries you save.
          </li>
          <li>
            <strong className="text-star">Your memories:</strong> what Orion remembers about you,
            from messages you save to memory and the summaries it makes of your conversations.
          </li>
          <li>
            <strong className="text-star">Files:</strong> images and documents you attach to a
            message.
          </li>
          <li>
            <strong className="text-star">Wearable readings:</strong> if you connect a wearable such
            as a Fitbit, the sleep and activity readings it shares with Orion.
          </li>
          <li>
            <strong className="text-star">Telemetry:</strong> the server’s logs (time, address and
            result of each request) and counts of requests and their speed; and, unless you switch
            it off in Settings or your browser sends Global Privacy Control, usage data: which
            buttons and pages you use, scrolling and pointer moves, deleted after a retention
            period. None of these contain your messages or anything you type. Feedback you send is
            kept with the name and email you choose to give.
          </li>
        </ul>
        <p>
          Your browser also keeps a few things on your device: your sign-in token, unsent message
          drafts (for 24 hours) and display preferences.
        </p>
      </LegalSection>
      <LegalSection title="Where it is kept">
        <p>
          In this server’s database and in its storage on disk, both run by the operator. Orion uses
          no advertising or analytics services and does not sell or share your data.
        </p>
      </LegalSection>
      <LegalSection title="The AI provider sees your conversations">
        <p>
          To answer you, Orion sends the content of the conversation (your message, the earlier
          messages of that conversation, the memories and “About me” text that help it answer, and
          any file you attached) to the AI provider the operator has chosen. That may be a company
          such as OpenAI, or a model running on the operator’s own machines. That provider’s own
          privacy terms apply to what it receives.
        </p>
      </LegalSection>
      <LegalSection title="Who can see it">
        <p>
          Only you, through your account: other people using Orion cannot see your conversations,
          journal or memories. The operator can technically read the database, the files and the
          logs; they should look only to keep the service running or when the law requires it.
        </p>
      </LegalSection>
      <LegalSection title="How long it is kept">
        <p>
          Everything you create stays until you delete it, or until your account is deleted. A
          sign-in session ends 30 days after you last used it (90 days at most). Logs are kept as
          long as the operator keeps them.
        </p>
      </LegalSection>
      <LegalSection title="Taking your data with you">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            A conversation: Session History, its menu, then Export as PDF, JSON, Text or HTML.
          </li>
          <li>Your journal: Notebooks, then Export.</li>
          <li>Your memories: Internal Memory, then Export All.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Deleting it">
        <p>
          You can delete any conversation (Session History), journal entry or notebook (Notebooks)
          and memory (Internal Memory) yourself; it is removed from the database at once. To delete
          your whole account, <ContactTheOperator />: deleting the account removes everything linked
          to it from the database.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
