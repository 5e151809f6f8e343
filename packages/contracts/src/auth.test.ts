import { describe, expect, it } from 'vitest'
import { loginFormSchema, registerFormSchema } from './auth'

const valid = {
  fullName: "Anne-Marie O'Neil",
  email: 'anne@example.com',
  username: 'anne_m-1',
  password: 'Secret1',
  confirmPassword: 'Secret1',
  acceptTerms: true as const,
  confirmAdult: true as const,
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('registerFormSchema (spec part 1 §5)', () => {
  it('accepts a valid registration', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true)
  })

  it.each([
    [{ fullName: '' }, 'Full name is required'],
    [{ fullName: 'a'.repeat(51) }, 'Full name cannot exceed 50 characters'],
    [{ fullName: 'R2D2' }, 'Name should only contain letters, spaces, hyphens, and apostrophes'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Invalid email address format'],
    [{ email: `${'a'.repeat(95)}@x.com` }, 'Email address is too long'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(31) }, 'Username cannot exceed 30 characters'],
    [
      { username: 'bad name' },
      'Username can only contain letters, numbers, underscores, and hyphens',
    ],
    [{ password: 'Ab1', confirmPassword: 'Ab1' }, 'Password must be at least 6 characters'],
    [
      { password: `Aa1${'x'.repeat(98)}`, confirmPassword: `Aa1${'x'.repeat(98)}` },
      'Password is too long',
    ],
    [
      { password: 'alllower1', confirmPassword: 'alllower1' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [{ confirmPassword: '' }, 'Please confirm your password'],
    [{ confirmPassword: 'Secret2' }, 'Passwords do not match'],
    [
      { acceptTerms: false },
      'You must accept the Terms of Service and Privacy Policy to create an account',
    ],
    [{ confirmAdult: false }, 'You must be 18 or older to use Orion'],
  ])('rejects %o with the spec message', (change, message) => {
    expect(firstMessage(registerFormSchema.safeParse({ ...valid, ...change }))).toBe(message)
  })
})

describe('registerFormSchema with several mistakes', () => {
  it('reports a password mismatch together with the other fields', () => {
    const result = registerFormSchema.safeParse({
      ...valid,
      email: 'x@',
      confirmPassword: 'Secret2',
      acceptTerms: false,
    })
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['email', 'acceptTerms', 'confirmPassword']))
  })
})

describe('loginFormSchema', () => {
  it.each([
    [{ email: '', password: 'secret' }, 'Email is required'],
    [{ email: 'x@', password: 'secret' }, 'Invalid email address format'],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
    [{ email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters'],
  ])('rejects %o', (form, message) => {
    expect(firstMessage(loginFormSchema.safeParse(form))).toBe(message)
  })
})
