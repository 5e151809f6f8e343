import { ComingSoon, Page } from '@/components/ui/page'

export default function MemoryPage() {
  return (
    <Page title="Internal Memory" intro="What Orion remembers about you, within about 250k tokens.">
      <ComingSoon>
        Saving, editing, importing and exporting memories is not available yet.
      </ComingSoon>
    </Page>
  )
}
