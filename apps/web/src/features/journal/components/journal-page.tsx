import { ComingSoon, Page } from '@/components/ui/page'

export default function JournalPage() {
  return (
    <Page title="Notebooks" intro="Your journal entries, notebooks and image gallery.">
      <ComingSoon>
        Journal entries, notebooks and the image gallery are not available yet.
      </ComingSoon>
    </Page>
  )
}
