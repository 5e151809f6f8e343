import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp, stubApi } from '@/app/testing/render-app'

vi.mock('@/lib/full-page-load', () => ({ fullPageLoad: vi.fn() }))

beforeEach(() => {
  stubApi()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('router', () => {
  it.each([
    ['/history', 'Conversation History'],
    ['/memory', 'Internal Memory'],
    ['/journal', 'Notebooks'],
    ['/settings', 'Account Settings'],
    ['/test-speech', 'Speech-to-Text Test'],
    ['/subscribe', 'Subscription'],
    ['/features', 'Features'],
  ])('shows %s inside the navigation shell', async (path, heading) => {
    renderApp(path)
    // A page's chunk (date-fns, menus, dialogs) can take a while to load the first time.
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 6000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument()
  })

  it('greets the signed-in person by first name on / and says when no AI is configured', async () => {
    renderApp('/')
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading).toHaveTextContent(/^Good (morning|afternoon|evening), Ada$/)
    expect(screen.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988')
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe')
    // The test server reports aiProvider 'none': a notice stands in for the composer.
    expect(
      await screen.findByRole('heading', { name: /no AI model is configured on this server/ }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Message Orion' })).not.toBeInTheDocument()
  })

  it.each([
    ['/auth', 'Sign In'],
    ['/logout', 'Logging out...'],
  ])('shows %s without the navigation shell', async (path, heading) => {
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument()
  })

  it.each([
    ['/terms', 'Terms of Service', /AI companion/],
    ['/privacy', 'Privacy Policy', /The AI provider sees your conversations/],
  ])('shows %s to a signed-out visitor', async (path, heading, text) => {
    stubApi({ user: null })
    const { router } = renderApp(path)
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 6000 }),
    ).toBeInTheDocument()
    expect(screen.getAllByText(text).length).toBeGreaterThan(0)
    expect(router.state.location.pathname).toBe(path)
  })

  it('shows the not-found page for any other path', async () => {
    renderApp('/no/such/page')
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument()
  })

  it('opens the settings tab named in ?tab, defaulting to profile', async () => {
    renderApp('/settings?tab=security')
    expect(await screen.findByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'About Me',
      'Fitbit Sync',
      'Voice Settings',
      'Security',
    ])
  })

  it('falls back to the profile tab and writes the chosen tab to the URL', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/settings?tab=bogus')
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.click(screen.getByRole('tab', { name: 'Voice Settings' }))
    expect(router.state.location.search).toBe('?tab=voice')
  })
})
