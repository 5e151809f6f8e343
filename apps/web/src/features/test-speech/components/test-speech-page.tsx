import { ComingSoon, Page } from '@/components/ui/page'

export default function TestSpeechPage() {
  return (
    <Page title="Speech-to-Text Test" intro="Record a short clip and see its transcription.">
      <ComingSoon>Recording and transcription are not available yet.</ComingSoon>
    </Page>
  )
}
