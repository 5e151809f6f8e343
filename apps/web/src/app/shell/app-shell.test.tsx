import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp, setWindowWidth, stubApi } from '@/app/testing/render-app'
import { SIDEBAR_EXPANDED_KEY } from '@/app/shell/use-sidebar'
import { CURRENT_SESSION_KEY } from '@/lib/current-session'
import { openResourcesDialog } from '@/lib/resources-dialog'

beforeEach(() => {
  stubApi()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' })

describe('desktop sidebar', () => {
  it('lists the navigation in the order of the spec and highlights the current page', async () => {
    renderApp('/journal')
    await screen.findByRole('main')
    await screen.findByRole('heading', { name: 'Notebooks' }, { timeout: 5000 })
    const nav = within(sidebar()).getByRole('navigation', { name: 'Main' })
    const labels = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(labels).toEqual([
      'CURRENT SESSION',
      'SESSION HISTORY',
      'INTERNAL MEMORY',
      'NOTEBOOKS',
      'RESOURCES',
      'FEATURES',
      'SUBSCRIPTION',
    ])
    expect(within(nav).getByRole('link', { name: 'NOTEBOOKS' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'CURRENT SESSION' })).not.toHaveAttribute(
      'aria-current',
    )
    expect(within(sidebar()).getByRole('button', { name: 'SUBMIT FEEDBACK' })).toBeInTheDocument()
  })

  it('starts a new conversation: current session "new" and back to /', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/history')
    await screen.findByRole('main')
    await screen.findByRole('heading', { name: 'Conversation History' }, { timeout: 3000 })
    await user.click(screen.getByRole('button', { name: 'New Conversation' }))
    expect(router.state.location.pathname).toBe('/')
    expect(localStorage.getItem(CURRENT_SESSION_KEY)).toBe('new')
  })

  it('opens the Resources dialog when a page asks for it (the chat crisis panel)', async () => {
    renderApp('/memory')
    await screen.findByRole('main')
    act(() => openResourcesDialog())
    expect(await screen.findByRole('dialog', { name: 'Crisis Resources' })).toBeInTheDocument()
  })

  it('opens the crisis resources with callable numbers', async () => {
    const user = userEvent.setup()
    renderApp('/memory')
    await screen.findByRole('main')
    await user.click(screen.getByRole('button', { name: 'RESOURCES' }))
    const dialog = await screen.findByRole('dialog', { name: 'Crisis Resources' })
    const hrefs = within(dialog)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual([
      'tel:988',
      'sms:988',
      'sms:741741',
      'tel:18009506264',
      'https://www.psychologytoday.com/us/therapists',
      'tel:911',
      'https://findahelpline.com',
      'https://www.iasp.info/crisis-centres-helplines/',
      '/safety',
    ])
    expect(within(dialog).getByText(/not a replacement for professional care/)).toBeInTheDocument()
  })

  it('opens the features with the support address from /api/meta', async () => {
    const user = userEvent.setup()
    renderApp('/memory')
    await screen.findByRole('main')
    await user.click(screen.getByRole('button', { name: 'FEATURES' }))
    const dialog = await screen.findByRole('dialog', { name: 'Features' })
    expect(await within(dialog).findByRole('link', { name: 'support@orion.test' })).toHaveAttribute(
      'href',
      'mailto:support@orion.test',
    )
    expect(within(dialog).getByText(/800,000 tokens/)).toBeInTheDocument()
    expect(within(dialog).getByText(/private to your user account/)).toBeInTheDocument()
  })

  it('opens the feedback form', async () => {
    const user = userEvent.setup()
    renderApp('/memory')
    await screen.findByRole('main')
    await user.click(screen.getByRole('button', { name: 'SUBMIT FEEDBACK' }))
    expect(await screen.findByRole('dialog', { name: 'Submit Feedback' })).toBeInTheDocument()
  })

  it('has a user menu (avatar, name, email) with Settings and Logout', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/memory')
    await screen.findByRole('main')
    await user.click(within(sidebar()).getByRole('button', { name: /Ada Lovelace/ }))
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument()
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }))
    expect(router.state.location.pathname).toBe('/settings')
  })

  it('collapses to icons with names, and remembers the choice', async () => {
    const user = userEvent.setup()
    renderApp('/memory')
    await screen.findByRole('main')
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }))
    expect(localStorage.getItem(SIDEBAR_EXPANDED_KEY)).toBe('false')
    expect(within(sidebar()).queryByText('INTERNAL MEMORY')).not.toBeInTheDocument()
    expect(within(sidebar()).getByRole('link', { name: 'INTERNAL MEMORY' })).toBeInTheDocument()
    expect(within(sidebar()).getByRole('button', { name: 'SUBMIT FEEDBACK' })).toBeInTheDocument()
    expect(sidebar()).toHaveAttribute('data-expanded', 'false')
  })

  it('starts collapsed when the stored choice says so', async () => {
    localStorage.setItem(SIDEBAR_EXPANDED_KEY, 'false')
    renderApp('/memory')
    await screen.findByRole('main')
    expect(sidebar()).toHaveAttribute('data-expanded', 'false')
  })
})

describe('mobile navigation', () => {
  it('collapses the sidebar and switches to the top bar when the window shrinks below 768 px', async () => {
    renderApp('/memory')
    await screen.findByRole('main')
    expect(sidebar()).toHaveAttribute('data-expanded', 'true')
    act(() => {
      setWindowWidth(500)
      fireEvent(window, new Event('resize'))
    })
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument()
    expect(localStorage.getItem(SIDEBAR_EXPANDED_KEY)).toBe('false')
  })

  it('keeps crisis resources one tap away in the top bar', async () => {
    const user = userEvent.setup()
    renderApp('/memory', { width: 400 })
    await screen.findByRole('main')
    await user.click(screen.getByRole('button', { name: 'RESOURCES' }))
    expect(await screen.findByRole('dialog', { name: 'Crisis Resources' })).toBeInTheDocument()
  })

  it('opens a menu grid that closes on navigation', async () => {
    const user = userEvent.setup()
    renderApp('/memory', { width: 400 })
    await screen.findByRole('main')
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = screen.getByRole('navigation', { name: 'Main' })
    const labels = within(menu)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(labels).toEqual([
      'NEW SESSION',
      'SESSION',
      'HISTORY',
      'MEMORY',
      'NOTEBOOKS',
      'SUBSCRIPTION',
      'FEATURES',
      'SETTINGS',
      'Ada Lovelaceada@example.com',
      'LOGOUT',
      'FEEDBACK',
    ])
    expect(within(menu).getByRole('button', { name: /Ada Lovelace/ })).toBeInTheDocument()
    await user.click(within(menu).getByRole('link', { name: 'HISTORY' }))
    expect(await screen.findByRole('heading', { name: 'Conversation History' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})
