import * as Tooltip from '@radix-ui/react-tooltip'
import { Suspense, useEffect, useState } from 'react'
import { Outlet } from 'react-router'
import { PageSpinner } from '@/app/page-spinner'
import { DesktopSidebar } from '@/app/shell/desktop-sidebar'
import { MobileTopBar } from '@/app/shell/mobile-top-bar'
import { ShellDialogs, type ShellDialog } from '@/app/shell/shell-dialogs'
import { useIsMobile, useSidebarExpanded } from '@/app/shell/use-sidebar'
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner'
import { onResourcesDialogRequest } from '@/lib/resources-dialog'

/** The navigation around every page except /auth and /logout. */
export function AppShell() {
  const isMobile = useIsMobile()
  const [expanded, setExpanded] = useSidebarExpanded()
  const [dialog, setDialog] = useState<ShellDialog>(null)
  // A page (the chat's crisis panel) may ask for the Resources dialog.
  useEffect(() => onResourcesDialogRequest(() => setDialog('resources')), [])

  // Tooltip: open delay 700 ms, skip delay 300 ms. Only the shell's sidebar has tooltips, so the
  // provider (and the positioning library behind it) stays out of the first load of /auth.
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <div className={isMobile ? 'flex min-h-dvh flex-col' : 'flex min-h-dvh'}>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-accent-strong px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        {isMobile ? (
          <MobileTopBar onOpenDialog={setDialog} />
        ) : (
          <DesktopSidebar
            expanded={expanded}
            onExpandedChange={setExpanded}
            onOpenDialog={setDialog}
          />
        )}
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <VerifyEmailBanner />
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <ShellDialogs open={dialog} onOpenChange={setDialog} />
      </div>
    </Tooltip.Provider>
  )
}
