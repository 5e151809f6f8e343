import { Page } from '@/components/ui/page'
import { useMeta } from '@/lib/meta'
import { FeaturesContent } from '@/features/help/components/features-content'

export default function FeaturesPage() {
  const meta = useMeta()
  return (
    <Page title="Features" intro="What Orion offers, and what to do when something goes wrong.">
      <FeaturesContent supportEmail={meta.data?.supportEmail} headingLevel="h2" />
    </Page>
  )
}
