import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { NotFoundPage } from '@/app/not-found-page'
import { PageSpinner } from '@/app/page-spinner'
import { RouteError } from '@/app/route-error'
import { AppShell } from '@/app/shell/app-shell'

// Each page is its own chunk so the first load of / and /auth stays small (DESIGN.md budgets).
const ChatPage = lazy(() => import('@/features/chat/components/chat-page'))
const HistoryPage = lazy(() => import('@/features/history/components/history-page'))
const MemoryPage = lazy(() => import('@/features/memory/components/memory-page'))
const JournalPage = lazy(() => import('@/features/journal/components/journal-page'))
const SettingsPage = lazy(() => import('@/features/settings/components/settings-page'))
const TestSpeechPage = lazy(() => import('@/features/test-speech/components/test-speech-page'))
const SubscribePage = lazy(() => import('@/features/subscribe/components/subscribe-page'))
const FeaturesPage = lazy(() => import('@/features/help/components/features-page'))
const AuthPage = lazy(() => import('@/features/auth/components/auth-page'))
const LogoutPage = lazy(() => import('@/features/logout/components/logout-page'))

function standalone(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  )
}

/** Every route of spec part 1 §2. /auth and /logout stand alone; the rest sit in the shell. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <ChatPage /> },
      { path: 'history', element: <HistoryPage /> },
      { path: 'memory', element: <MemoryPage /> },
      { path: 'journal', element: <JournalPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'test-speech', element: <TestSpeechPage /> },
      { path: 'subscribe', element: <SubscribePage /> },
      { path: 'features', element: <FeaturesPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '/auth', element: standalone(AuthPage), errorElement: <RouteError /> },
  { path: '/logout', element: standalone(LogoutPage), errorElement: <RouteError /> },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
