import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WelcomePanel } from '@/features/chat/components/welcome-panel'
import { renderRoutes, stubApi, testMeta } from '@/test/api-stub'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const panel = () => screen.getByRole('region', { name: /Good (morning|afternoon|evening)/ })

describe('welcome panel notices', () => {
  it('links the terms and the privacy policy, and says nothing is coming soon', async () => {
    stubApi()
    renderRoutes([{ path: '/', element: <WelcomePanel /> }], '/')
    expect(await screen.findByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/terms',
    )
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy')
    expect(panel()).not.toHaveTextContent(/coming soon/i)
  })

  it('shows the community chat only when the server has COMMUNITY_URL', async () => {
    stubApi({ meta: { ...testMeta, communityUrl: 'https://chat.example.org/orion' } })
    const { unmount } = renderRoutes([{ path: '/', element: <WelcomePanel /> }], '/')
    const link = await screen.findByRole('link', { name: /community chat/ })
    expect(link).toHaveAttribute('href', 'https://chat.example.org/orion')
    expect(link).toHaveAttribute('target', '_blank')
    unmount()

    stubApi()
    renderRoutes([{ path: '/', element: <WelcomePanel /> }], '/')
    await screen.findByRole('link', { name: 'terms of use' })
    await vi.waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(3))
    expect(screen.queryByText(/community chat/)).toBeNull()
  })
})
