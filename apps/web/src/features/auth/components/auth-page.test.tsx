import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import AuthPage from '@/features/auth/components/auth-page'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { fullPageLoad } from '@/lib/full-page-load'
import { setLogoutMarkers } from '@/lib/logout-markers'
import { clearToasts } from '@/lib/toast'
import {
  apiCalls,
  json,
  renderRoutes,
  stubApi,
  testMeta,
  testUser,
  type ApiHandler,
} from '@/test/api-stub'
import { expectToast } from '@/test/toasts'

vi.mock('@/lib/full-page-load', () => ({ fullPageLoad: vi.fn() }))

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  // The request layer goes to /auth after a failed refresh unless it is already there.
  window.history.replaceState(null, '', '/auth')
})

afterEach(() => {
  act(() => clearToasts())
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.mocked(fullPageLoad).mockReset()
})

function renderAuth(path = '/auth') {
  return renderRoutes(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    path,
  )
}

function signedOut(handler?: ApiHandler) {
  return stubApi({ user: null, handler })
}

async function openAuth(path = '/auth') {
  const view = renderAuth(path)
  await screen.findByRole('heading', { level: 1, name: 'Sign In' })
  return view
}

type User = ReturnType<typeof userEvent.setup>

async function fill(user: User, label: string, value: string) {
  const field = screen.getByLabelText(label)
  await user.clear(field)
  if (value) {
    await user.click(field)
    await user.paste(value)
  }
}

async function openRegister(user: User) {
  await openAuth()
  await user.click(screen.getByRole('tab', { name: 'Register' }))
  await screen.findByRole('heading', { level: 1, name: 'Create Account' })
}

const validRegistration: Record<string, string> = {
  'Full Name': 'Ada Lovelace',
  Email: 'ada@example.com',
  Username: 'ada_l',
  Password: 'Secret1',
  'Confirm Password': 'Secret1',
}

async function fillRegistration(user: User, overrides: Record<string, string> = {}) {
  for (const [label, value] of Object.entries({ ...validRegistration, ...overrides }))
    await fill(user, label, value)
}

describe('the sign-in tab', () => {
  it('has the labels of the spec', async () => {
    signedOut()
    await openAuth()
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeInTheDocument()
    expect(screen.getByText('Or continue with email')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByLabelText('Remember me')).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  })

  it('shows and hides the password', async () => {
    const user = userEvent.setup()
    signedOut()
    await openAuth()
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
  })

  it('disables a provider this server has not set up, and says why', async () => {
    signedOut()
    await openAuth()
    expect(
      await screen.findByText('Google sign-in is not set up on this server.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled()
  })

  it('goes to the provider when it is set up', async () => {
    const user = userEvent.setup()
    stubApi({
      user: null,
      meta: { ...testMeta, authProviders: { google: true, microsoft: false } },
      handler: ({ path }) =>
        path === '/api/auth/sign-in/oauth2' ? json({ url: 'https://accounts.test/o' }) : undefined,
    })
    await openAuth()
    const google = screen.getByRole('button', { name: 'Continue with Google' })
    await waitFor(() => expect(google).toBeEnabled())
    await user.click(google)
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('https://accounts.test/o'))
  })

  it.each([
    ['', 'pw', 'Email is required'],
    ['not-an-email', 'secret1', 'Invalid email address format'],
    ['ada@example.com', '', 'Password is required'],
    ['ada@example.com', 'abc', 'Password must be at least 6 characters'],
  ])('refuses email %j with password %j: %s', async (email, password, message) => {
    const user = userEvent.setup()
    const fetchMock = signedOut()
    await openAuth()
    await fill(user, 'Email', email)
    await fill(user, 'Password', password)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(apiCalls(fetchMock).some((call) => call.path.includes('/login'))).toBe(false)
  })

  it('reads "Signing in..." and is disabled while pending', async () => {
    const user = userEvent.setup()
    signedOut(({ path }) => (path.endsWith('/login') ? new Promise<Response>(() => {}) : undefined))
    await openAuth()
    await fill(user, 'Email', 'ada@example.com')
    await fill(user, 'Password', 'Secret1')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled()
  })

  it.each([
    [
      404,
      'user_not_found',
      'No account found with this email. Please check your email or sign up.',
    ],
    [401, 'wrong_password', 'Incorrect password. Please try again or reset your password.'],
    [
      429,
      'too_many_attempts',
      'Too many failed login attempts. Please try again later or reset your password.',
    ],
  ])('maps a %i %s answer to the spec message', async (status, error, message) => {
    const user = userEvent.setup()
    signedOut(({ path }) =>
      path.endsWith('/login') ? json({ error, message: 'server words' }, status) : undefined,
    )
    await openAuth()
    await fill(user, 'Email', 'ada@example.com')
    await fill(user, 'Password', 'Secret1')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await expectToast('Login failed', message)
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  })

  it('falls back to the generic login message for an unreadable failure', async () => {
    const user = userEvent.setup()
    signedOut(({ path }) =>
      path.endsWith('/login') ? new Response('oops', { status: 500 }) : undefined,
    )
    await openAuth()
    await fill(user, 'Email', 'ada@example.com')
    await fill(user, 'Password', 'Secret1')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await expectToast('Login failed', 'Login failed. Please check your credentials and try again.')
  })

  it('says "Network error" when the network fails on every retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    signedOut(({ path }) => {
      if (path.endsWith('/login')) throw new TypeError('Failed to fetch')
      return undefined
    })
    await openAuth()
    await fill(user, 'Email', 'ada@example.com')
    await fill(user, 'Password', 'Secret1')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await act(() => vi.advanceTimersByTimeAsync(8000))
    await expectToast('Login failed', 'Network error. Please check your connection and try again.')
  })

  it('signs in: stores the token, welcomes by first name, then goes to /', async () => {
    const user = userEvent.setup()
    let answeredAt = 0
    const fetchMock = signedOut(({ path }) => {
      if (!path.endsWith('/login')) return undefined
      answeredAt = Date.now()
      return json({ user: testUser, token: 'token-9' })
    })
    const { router } = await openAuth()
    await fill(user, 'Email', '  Ada@Example.com ')
    await fill(user, 'Password', 'Secret1')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await expectToast('Login successful', 'Welcome back, Ada!')
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-9')
    const login = apiCalls(fetchMock).find((call) => call.path.endsWith('/login'))
    expect(login?.body).toEqual({ email: 'ada@example.com', password: 'Secret1' })
    // The final redirect waits 1.5 s, showing 'Signing in...' meanwhile.
    expect(router.state.location.pathname).toBe('/auth')
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 })
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(1_500)
  })

  it('sends a reset link from "Forgot password?" and says the same whether or not the address has an account', async () => {
    const user = userEvent.setup()
    const fetchMock = signedOut(({ path }) =>
      path === '/api/auth/request-password-reset' ? json({ status: true }) : undefined,
    )
    await openAuth()
    expect(
      await screen.findByText(
        'This server sends no e-mail: password reset links go to the server log.',
      ),
    ).toBeInTheDocument()
    await fill(user, 'Email', 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' })
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }))
    expect(
      await within(dialog).findByText(
        /If an account uses this address, a link to choose a new password is on its way/,
      ),
    ).toBeInTheDocument()
    const call = apiCalls(fetchMock).find((c) => c.path === '/api/auth/request-password-reset')
    expect(call?.body).toEqual({
      email: 'ada@example.com',
      redirectTo: `${window.location.origin}/reset-password`,
    })
  })

  it('toasts a failed provider sign-in (?error=oauth)', async () => {
    signedOut()
    const { router } = await openAuth('/auth?error=oauth')
    await expectToast('Authentication error', 'Authentication failed. Please try again.')
    expect(router.state.location.search).toBe('')
  })
})

describe('a signed-in visitor of /auth', () => {
  it('is sent to /', async () => {
    stubApi()
    const { router } = renderAuth('/auth')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('stays within 60 s of a logout', async () => {
    setLogoutMarkers()
    const fetchMock = stubApi()
    await openAuth()
    await waitFor(() =>
      expect(apiCalls(fetchMock).some((c) => c.path === '/api/firebase-auth/session')).toBe(true),
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument()
  })
})

describe('the register tab', () => {
  it('has the labels of the spec', async () => {
    const user = userEvent.setup()
    signedOut()
    await openRegister(user)
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
    expect(screen.getByText('Or register with email')).toBeInTheDocument()
    for (const label of Object.keys(validRegistration))
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password')
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2)
    expect(
      screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'),
    ).not.toBeChecked()
  })

  it('links the Terms of Service and the Privacy Policy from the agreement', async () => {
    const user = userEvent.setup()
    signedOut()
    await openRegister(user)
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  })

  it.each([
    ['Full Name', '', 'Full name is required'],
    ['Full Name', 'A'.repeat(51), 'Full name cannot exceed 50 characters'],
    ['Full Name', 'Ada 2', 'Name should only contain letters, spaces, hyphens, and apostrophes'],
    ['Email', '', 'Email is required'],
    ['Email', 'ada@', 'Invalid email address format'],
    ['Email', `${'a'.repeat(95)}@ex.com`, 'Email address is too long'],
    ['Username', 'ab', 'Username must be at least 3 characters'],
    ['Username', 'a'.repeat(31), 'Username cannot exceed 30 characters'],
    ['Username', 'ada l', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['Password', 'Ab1', 'Password must be at least 6 characters'],
    ['Password', `Ab1${'a'.repeat(98)}`, 'Password is too long'],
    [
      'Password',
      'secret1',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['Confirm Password', '', 'Please confirm your password'],
    ['Confirm Password', 'Secret2', 'Passwords do not match'],
  ])('checks %s %j: %s', async (label, value, message) => {
    const user = userEvent.setup()
    const fetchMock = signedOut()
    await openRegister(user)
    await fillRegistration(user, { [label]: value })
    await user.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'))
    await user.click(screen.getByLabelText('I confirm that I am 18 or older'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(apiCalls(fetchMock).some((call) => call.path.includes('/register'))).toBe(false)
  })

  it('requires the terms to be accepted', async () => {
    const user = userEvent.setup()
    signedOut()
    await openRegister(user)
    await fillRegistration(user)
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(
      await screen.findByText(
        'You must accept the Terms of Service and Privacy Policy to create an account',
      ),
    ).toBeInTheDocument()
  })

  it("shows 'Passwords do not match' together with the other errors", async () => {
    const user = userEvent.setup()
    signedOut()
    await openRegister(user)
    await fillRegistration(user, { Email: 'ada@', 'Confirm Password': 'Secret2' })
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('Invalid email address format')).toBeInTheDocument()
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument()
    expect(
      screen.getByText(
        'You must accept the Terms of Service and Privacy Policy to create an account',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('You must be 18 or older to use Orion')).toBeInTheDocument()
  })

  it('requires people to confirm they are 18 or older, and sends no age field', async () => {
    const user = userEvent.setup()
    const fetchMock = signedOut()
    await openRegister(user)
    await fillRegistration(user)
    await user.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'))
    expect(screen.getByLabelText('I confirm that I am 18 or older')).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('You must be 18 or older to use Orion')).toBeInTheDocument()
    expect(apiCalls(fetchMock).some((call) => call.path.includes('/register'))).toBe(false)
  })

  it('reads "Creating Account..." and is disabled while pending', async () => {
    const user = userEvent.setup()
    signedOut(({ path }) =>
      path.endsWith('/register') ? new Promise<Response>(() => {}) : undefined,
    )
    await openRegister(user)
    await fillRegistration(user)
    await user.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'))
    await user.click(screen.getByLabelText('I confirm that I am 18 or older'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled()
  })

  it('maps 409 email_in_use to the spec message', async () => {
    const user = userEvent.setup()
    signedOut(({ path }) =>
      path.endsWith('/register')
        ? json({ error: 'email_in_use', message: 'taken' }, 409)
        : undefined,
    )
    await openRegister(user)
    await fillRegistration(user)
    await user.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'))
    await user.click(screen.getByLabelText('I confirm that I am 18 or older'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await expectToast(
      'Registration failed',
      'An account with this email already exists. Please login instead.',
    )
  })

  it("says 'Failed to register your account with our server' when the server fails, not its error", async () => {
    const user = userEvent.setup()
    signedOut(({ path }) =>
      path.endsWith('/register')
        ? json({ error: 'internal_error', message: 'Something went wrong on our side.' }, 500)
        : undefined,
    )
    await openRegister(user)
    await fillRegistration(user)
    await user.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'))
    await user.click(screen.getByLabelText('I confirm that I am 18 or older'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await expectToast(
      'Registration failed',
      'Failed to register your account with our server. Please try again.',
    )
  })

  it('shows the server sentence for a taken username', async () => {
    const user = userEvent.setup()
    signedOut(({ path }) =>
      path.endsWith('/register')
        ? json({ error: 'username_taken', message: 'This username is already taken.' }, 409)
        : undefined,
    )
    await openRegister(user)
    await fillRegistration(user)
    await user.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'))
    await user.click(screen.getByLabelText('I confirm that I am 18 or older'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await expectToast('Registration failed', 'This username is already taken.')
  })

  it('registers without confirmPassword, welcomes, then reloads on /', async () => {
    const user = userEvent.setup()
    const fetchMock = signedOut(({ path }) =>
      path.endsWith('/register') ? json({ user: testUser, token: 'token-new' }, 201) : undefined,
    )
    await openRegister(user)
    await fillRegistration(user)
    await user.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'))
    await user.click(screen.getByLabelText('I confirm that I am 18 or older'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await expectToast('Registration successful', 'Welcome to Orion, Ada!')
    const register = apiCalls(fetchMock).find((call) => call.path.endsWith('/register'))
    expect(register?.body).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      username: 'ada_l',
      password: 'Secret1',
    })
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-new')
    expect(fullPageLoad).toHaveBeenCalledWith('/')
    expect(
      within(document.body).getByRole('button', { name: 'Creating Account...' }),
    ).toBeDisabled()
  })
})
