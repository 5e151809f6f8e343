import { z } from 'zod'

// Login and Register, with their limits. One definition for the form and the server.

export const FULL_NAME_MAX = 50
export const EMAIL_MAX = 100
export const USERNAME_MIN = 3
export const USERNAME_MAX = 30
export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 100

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, 'Email address is too long')
  .pipe(z.email('Invalid email address format'))
  .transform((email) => email.toLowerCase())

export const loginPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, 'Password is too long')

export const fullNameSchema = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(FULL_NAME_MAX, 'Full name cannot exceed 50 characters')
  .regex(/^[\p{L}\s'-]+$/u, 'Name should only contain letters, spaces, hyphens, and apostrophes')

export const usernameSchema = z
  .string({ error: 'Username must be at least 3 characters' })
  .trim()
  .min(USERNAME_MIN, 'Username must be at least 3 characters')
  .max(USERNAME_MAX, 'Username cannot exceed 30 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Username can only contain letters, numbers, underscores, and hyphens')

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, 'Password is too long')
  .regex(
    /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/,
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  )

export const loginFormSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  rememberMe: z.boolean().optional(),
})
export type LoginForm = z.input<typeof loginFormSchema>

export const registerFormSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    username: usernameSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    acceptTerms: z.literal(true, {
      error: 'You must accept the Terms of Service and Privacy Policy to create an account',
    }),
    // A rule of the form only: the registration payload stays the spec's (docs/decisions/0011).
    confirmAdult: z.literal(true, {
      error: 'You must be 18 or older to use Orion',
    }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
    // Zod skips an object's refinements while any field is invalid; the mismatch is worth
    // showing with the other mistakes, so it only waits for both passwords to be typed.
    when: ({ value }) => {
      const form = value as { password?: unknown; confirmPassword?: unknown }
      return (
        typeof form.password === 'string' &&
        typeof form.confirmPassword === 'string' &&
        form.confirmPassword !== ''
      )
    },
  })
export type RegisterForm = z.input<typeof registerFormSchema>

/** POST /api/firebase-auth/register with email+password: confirmPassword is dropped (only the form compares it). */
export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  fullName: fullNameSchema,
  username: usernameSchema,
  photoURL: z.string().max(2_000_000).nullable().optional(),
})
export type RegisterRequest = z.input<typeof registerRequestSchema>

/** POST /api/firebase-auth/login with email+password. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
})
export type LoginRequest = z.input<typeof loginRequestSchema>

/** A password change; the server verifies the current password. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  })
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: newPasswordSchema,
})

/** 'Forgot password?': the address to send a reset link to. */
export const forgotPasswordFormSchema = z.object({ email: emailSchema })
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>

/** The reset page: the new password twice, with the same rules as registration. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>
