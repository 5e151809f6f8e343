import { act, configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import SettingsPage from '@/features/settings/components/settings-page'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { clearToasts } from '@/lib/toast'
import { apiCalls, json, renderRoutes, stubApi, testUser } from '@/test/api-stub'
import { expectToast } from '@/test/toasts'

configure({ asyncUtilTimeout: 3000 })

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  window.history.replaceState(null, '', '/auth')
})

afterEach(() => {
  act(() => clearToasts())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderSettings = (path: string) =>
  renderRoutes([{ path: '/settings', element: <SettingsPage /> }], path)

type UserEvents = ReturnType<typeof userEvent.setup>

async function fillPasswords(user: UserEvents, current: string, next: string, confirm: string) {
  if (current) await user.type(screen.getByLabelText('Current Password'), current)
  if (next) await user.type(screen.getByLabelText('New Password'), next)
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm)
}

describe('settings: security', () => {
  it('keeps the update button disabled until all three fields are filled', async () => {
    const user = userEvent.setup()
    stubApi()
    renderSettings('/settings?tab=security')
    const button = await screen.findByRole('button', { name: 'Update password' })
    expect(button).toBeDisabled()
    await fillPasswords(user, 'Old-pass1', 'New-pass1', '')
    expect(button).toBeDisabled()
    await user.type(screen.getByLabelText('Confirm New Password'), 'N')
    expect(button).toBeEnabled()
  })

  it("says the passwords don't match and sends nothing", async () => {
    const user = userEvent.setup()
    const fetchMock = stubApi()
    renderSettings('/settings?tab=security')
    await screen.findByRole('button', { name: 'Update password' })
    await fillPasswords(user, 'Old-pass1', 'New-pass1', 'New-pass2')
    await user.click(screen.getByRole('button', { name: 'Update password' }))
    await expectToast("Passwords don't match", 'New password and confirmation must match.')
    expect(apiCalls(fetchMock).some((c) => c.path.includes('change-password'))).toBe(false)
  })

  it('reports a wrong current password', async () => {
    const user = userEvent.setup()
    stubApi({
      handler: ({ path }) =>
        path === '/api/user/change-password'
          ? json(
              {
                error: 'wrong_password',
                message: 'Failed to update password. Please check your current password.',
              },
              400,
            )
          : undefined,
    })
    renderSettings('/settings?tab=security')
    await screen.findByRole('button', { name: 'Update password' })
    await fillPasswords(user, 'Wrong-pass1', 'New-pass1', 'New-pass1')
    await user.click(screen.getByRole('button', { name: 'Update password' }))
    await expectToast(
      'Password update failed',
      'Failed to update password. Please check your current password.',
    )
  })

  it('changes the password and keeps the fresh token', async () => {
    const user = userEvent.setup()
    const fetchMock = stubApi({
      handler: ({ path }) =>
        path === '/api/user/change-password'
          ? json({ success: true, token: 'token-2' })
          : undefined,
    })
    renderSettings('/settings?tab=security')
    await screen.findByRole('button', { name: 'Update password' })
    await fillPasswords(user, 'Old-pass1', 'New-pass1', 'New-pass1')
    await user.click(screen.getByRole('button', { name: 'Update password' }))
    await expectToast('Password updated', 'Your other sessions were signed out.')
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-2')
    expect(apiCalls(fetchMock).find((c) => c.path.includes('change-password'))?.body).toEqual({
      currentPassword: 'Old-pass1',
      newPassword: 'New-pass1',
    })
    expect(screen.getByLabelText('Current Password')).toHaveValue('')
  })

  it('offers Log out and the data download, and points to support for deletion', async () => {
    stubApi()
    renderSettings('/settings?tab=security')
    expect(await screen.findByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout')
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled()
    expect(await screen.findByRole('link', { name: 'support@orion.test' })).toHaveAttribute(
      'href',
      'mailto:support@orion.test',
    )
  })
})

describe('settings: profile', () => {
  it('shows the username read-only with its note', async () => {
    stubApi()
    renderSettings('/settings')
    const username = await screen.findByLabelText('Username')
    expect(username).toHaveValue('ada_l')
    expect(username).toHaveAttribute('readonly')
    expect(screen.getByText('Username cannot be changed')).toBeInTheDocument()
  })

  it("'Refresh Google photo' says 'No profile photo' without calling when there is none", async () => {
    const user = userEvent.setup()
    const fetchMock = stubApi()
    renderSettings('/settings')
    await user.click(await screen.findByRole('button', { name: 'Refresh Google photo' }))
    await expectToast('No profile photo')
    expect(apiCalls(fetchMock).some((c) => c.path === '/api/user/refresh-photo')).toBe(false)
  })

  it("'Refresh Google photo' sends the account's provider photo, and says when it failed", async () => {
    const user = userEvent.setup()
    const providerPhotoURL = 'https://lh3.googleusercontent.com/a/ada'
    let answer: Response = json({ error: 'photo_refresh_failed', message: 'x' }, 502)
    const fetchMock = stubApi({
      user: { ...testUser, providerPhotoURL },
      handler: ({ path }) => (path === '/api/user/refresh-photo' ? answer : undefined),
    })
    renderSettings('/settings')
    await user.click(await screen.findByRole('button', { name: 'Refresh Google photo' }))
    await expectToast('Refresh failed', 'Failed to refresh profile photo. Please try again.')
    expect(apiCalls(fetchMock).find((c) => c.path === '/api/user/refresh-photo')?.body).toEqual({
      photoURL: providerPhotoURL,
    })
    answer = json({ ...testUser, providerPhotoURL, photoURL: '/api/files/avatars/a/b.webp?x=1' })
    await user.click(screen.getByRole('button', { name: 'Refresh Google photo' }))
    await expectToast('Profile updated')
  })

  it('saves the name and email', async () => {
    const user = userEvent.setup()
    const fetchMock = stubApi({
      handler: ({ method, path, body }) =>
        method === 'PATCH' && path === '/api/user/profile'
          ? json({ ...testUser, ...(body as object) })
          : undefined,
    })
    renderSettings('/settings')
    const name = await screen.findByLabelText('Full Name')
    await user.clear(name)
    await user.type(name, 'Ada King')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await expectToast('Profile updated')
    expect(apiCalls(fetchMock).find((c) => c.method === 'PATCH')?.body).toEqual({
      fullName: 'Ada King',
      email: 'ada@example.com',
    })
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue('Ada King'))
  })

  it('asks for the current password only when the email changes, and sends it', async () => {
    const user = userEvent.setup()
    const fetchMock = stubApi({
      handler: ({ method, path }) =>
        method === 'PATCH' && path === '/api/user/profile' ? json(testUser) : undefined,
    })
    renderSettings('/settings')
    const email = await screen.findByLabelText('Email')
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument()
    await user.clear(email)
    await user.type(email, 'grace@example.com')
    await user.type(screen.getByLabelText('Current Password'), 'Secret123')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await expectToast('Profile updated')
    expect(apiCalls(fetchMock).find((c) => c.method === 'PATCH')?.body).toEqual({
      fullName: 'Ada Lovelace',
      email: 'grace@example.com',
      currentPassword: 'Secret123',
    })
  })

  it.each([
    [
      json({ error: 'email_in_use', message: 'An account with this email already exists.' }, 409),
      'An account with this email already exists.',
    ],
    [
      json(
        { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
        500,
      ),
      'Failed to update profile. Please try again.',
    ],
  ])('says why an update failed', async (response, message) => {
    const user = userEvent.setup()
    stubApi({ handler: ({ method }) => (method === 'PATCH' ? response : undefined) })
    renderSettings('/settings')
    const email = await screen.findByLabelText('Email')
    await user.clear(email)
    await user.type(email, 'grace@example.com')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await expectToast('Update failed', message)
  })
})
