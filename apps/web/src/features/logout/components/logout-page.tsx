import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { ComingSoon, Page } from '@/components/ui/page'

export default function LogoutPage() {
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center">
      <Page title="Log Out">
        <div className="space-y-4">
          <ComingSoon>Accounts are not available yet, so there is no session to end.</ComingSoon>
          <Link to="/" className={buttonClasses('secondary')}>
            Back to Orion
          </Link>
        </div>
      </Page>
    </main>
  )
}
