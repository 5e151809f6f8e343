import { ApiRequestError, ConnectionLostError } from '@/lib/api-error'

// Sign-in messages: titles, per-case messages and fallbacks.
export const LOGIN_FAILED = 'Login failed'
export const REGISTRATION_FAILED = 'Registration failed'
export const AUTHENTICATION_ERROR = 'Authentication error'
export const LOGIN_FALLBACK = 'Login failed. Please check your credentials and try again.'
export const REGISTRATION_FALLBACK =
  'Registration failed. Please try again with different information.'
export const BACKEND_REGISTRATION_FAILED =
  'Failed to register your account with our server. Please try again.'
export const AUTHENTICATION_FALLBACK = 'Authentication failed. Please try again.'
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.'

const byCode: Record<string, string> = {
  invalid_email: 'Invalid email format. Please check your email address.',
  user_disabled: 'This account has been disabled. Please contact support.',
  user_not_found: 'No account found with this email. Please check your email or sign up.',
  wrong_password: 'Incorrect password. Please try again or reset your password.',
  too_many_attempts:
    'Too many failed login attempts. Please try again later or reset your password.',
  email_in_use: 'An account with this email already exists. Please login instead.',
  weak_password: 'Password is too weak. Please choose a stronger password.',
  operation_not_allowed: 'Email/password accounts are not enabled. Please contact support.',
  account_exists_with_different_credential:
    'An account already exists with the same email but different sign-in credentials.',
}

/** A failed registration: the server's own failure reads as the spec's sentence, not its error. */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 500) return BACKEND_REGISTRATION_FAILED
  return authErrorMessage(error, REGISTRATION_FALLBACK)
}

/** The sentence to show for a failed sign-in, registration or provider sign-in. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ConnectionLostError) return NETWORK_ERROR
  if (error instanceof TypeError) return NETWORK_ERROR
  if (!(error instanceof ApiRequestError)) return fallback
  if (error.code && byCode[error.code]) return byCode[error.code]!
  // username_taken, validation_error and the like: the server's sentence names the problem.
  return error.serverMessage ?? fallback
}
