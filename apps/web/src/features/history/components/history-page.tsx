import { ComingSoon, Page } from '@/components/ui/page'

export default function HistoryPage() {
  return (
    <Page title="Conversation History" intro="Find, continue, favourite and export past sessions.">
      <ComingSoon>Your saved conversations will be listed here once chat is available.</ComingSoon>
    </Page>
  )
}
