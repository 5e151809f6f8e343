import { Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router'
import { RequireAuth } from '@/app/auth/require-auth'
import { lazyPage } from '@/app/lazy-page'
import { NotFoundPage } from '@/app/not-found-page'
import { PageSpinner } from '@/app/page-spinner'
import { RouteError } from '@/app/route-error'

// Each page is its own chunk so the first load of / and /auth stays small.
// The shell too: /auth and /logout never need the sidebar, its menus and dialogs.
const loadChatPage = () => import('@/features/chat/components/chat-page')
// Most visits start on the chat (/ or /c/{id}): its code is fetched beside the shell's rather than
// after the shell has rendered, one round trip less before the page shows.
const AppShell = lazyPage(() => {
  const { pathname } = window.location
  if (pathname === '/' || matchPath('/c/:id', pathname)) void loadChatPage().catch(() => undefined)
  return import('@/app/shell/app-shell').then((module) => ({ default: module.AppShell }))
})
const ChatPage = lazyPage(loadChatPage)
const HistoryPage = lazyPage(() => import('@/features/history/components/history-page'))
const MemoryPage = lazyPage(() => import('@/features/memory/components/memory-page'))
const JournalPage = lazyPage(() => import('@/features/journal/components/journal-page'))
const SettingsPage = lazyPage(() => import('@/features/settings/components/settings-page'))
const TestSpeechPage = lazyPage(() => import('@/features/test-speech/components/test-speech-page'))
const SubscribePage = lazyPage(() => import('@/features/subscribe/components/subscribe-page'))
const FeaturesPage = lazyPage(() => import('@/features/help/components/features-page'))
const AuthPage = lazyPage(() => import('@/features/auth/components/auth-page'))
const LogoutPage = lazyPage(() => import('@/features/logout/components/logout-page'))
const TermsPage = lazyPage(() => import('@/features/legal/components/terms-page'))
const PrivacyPage = lazyPage(() => import('@/features/legal/components/privacy-page'))
const ResetPasswordPage = lazyPage(() => import('@/features/auth/components/reset-password-page'))
const OpenAlertPage = lazyPage(() => import('@/features/alerts/components/open-alert-page'))
const SafetyPage = lazyPage(() => import('@/features/safety/components/safety-page'))

function shell(spinnerLabel?: string) {
  return (
    <Suspense fallback={<PageSpinner fullPage label={spinnerLabel} />}>
      <AppShell />
    </Suspense>
  )
}

function standalone(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  )
}

/**
 * Every page of the app. /auth and /logout stand alone; the rest sit in the shell. All shell
 * pages but /subscribe (public) and the 404 page are protected: RequireAuth wraps the whole shell
 * so its 'Accessing Orion' spinner fills the page.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <RequireAuth />,
        children: [
          {
            element: shell('Accessing Orion'),
            children: [
              // One chat page for / and /c/{id}: it stays mounted when a new conversation gets
              // its address, so the reply being streamed goes on.
              {
                element: <ChatPage />,
                children: [{ index: true }, { path: 'c/:id' }],
              },
              { path: 'history', element: <HistoryPage /> },
              { path: 'memory', element: <MemoryPage /> },
              { path: 'journal', element: <JournalPage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'test-speech', element: <TestSpeechPage /> },
              { path: 'features', element: <FeaturesPage /> },
              { path: 'alert/:id', element: <OpenAlertPage /> },
            ],
          },
        ],
      },
      {
        element: shell(),
        children: [
          { path: 'subscribe', element: <SubscribePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '/auth', element: standalone(AuthPage) },
      { path: '/logout', element: standalone(LogoutPage) },
      { path: '/terms', element: standalone(TermsPage) },
      { path: '/privacy', element: standalone(PrivacyPage) },
      { path: '/reset-password', element: standalone(ResetPasswordPage) },
      { path: '/safety', element: standalone(SafetyPage) },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
