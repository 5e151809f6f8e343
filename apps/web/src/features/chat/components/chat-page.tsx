import { ComingSoon } from '@/components/ui/page'
import { WelcomePanel } from '@/features/chat/components/welcome-panel'

export default function ChatPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-8">
      <WelcomePanel />
      <ComingSoon>
        Conversations with Orion are not available yet: the message composer arrives with the chat
        feature.
      </ComingSoon>
    </div>
  )
}
