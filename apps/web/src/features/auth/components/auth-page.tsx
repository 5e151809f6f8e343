import { ComingSoon, Page } from '@/components/ui/page'

export default function AuthPage() {
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center">
      <Page title="Sign In" intro="Welcome to Orion.">
        <ComingSoon>
          Signing in and creating an account (email, Google or Microsoft) are not available yet.
        </ComingSoon>
      </Page>
    </main>
  )
}
