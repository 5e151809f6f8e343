import {
  emailSchema,
  fullNameSchema,
  loginRequestSchema,
  registerRequestSchema,
  usernameSchema,
} from '@orion/contracts/auth'
import { z } from 'zod'

// The spec's two shapes of register and login: email+password, or the "provider form"
// sent after a Google/Microsoft sign-in, recognised by its firebaseUid (the identity user's id).

const firebaseUid = z.string({ error: 'firebaseUid is required' }).trim().min(1).max(200)
const photoURL = z.string().max(2_000_000).nullable().optional()

export const providerRegisterSchema = z.object({
  firebaseUid,
  email: emailSchema,
  fullName: fullNameSchema,
  username: usernameSchema,
  photoURL,
})

export const providerLoginSchema = z.object({
  firebaseUid,
  email: emailSchema,
  photoURL,
  fullName: z.string().max(200).nullable().optional(),
})

const isProviderForm = (value: unknown) =>
  typeof value === 'object' && value !== null && 'firebaseUid' in value

/**
 * One of two schemas, chosen by the presence of firebaseUid, keeping that schema's own messages
 * (a plain z.union would answer "Invalid input" instead of the spec's wording).
 */
function eitherForm<P extends z.ZodType, E extends z.ZodType>(provider: P, email: E) {
  return z.unknown().transform((value, context): z.output<P> | z.output<E> => {
    const parsed = (isProviderForm(value) ? provider : email).safeParse(value)
    if (parsed.success) return parsed.data as z.output<P> | z.output<E>
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    }
    return z.NEVER
  })
}

export const registerBodySchema = eitherForm(providerRegisterSchema, registerRequestSchema)
export const loginBodySchema = eitherForm(providerLoginSchema, loginRequestSchema)

export const isProviderRegistration = (
  body: z.output<typeof registerBodySchema>,
): body is z.output<typeof providerRegisterSchema> => 'firebaseUid' in body

export const isProviderLogin = (
  body: z.output<typeof loginBodySchema>,
): body is z.output<typeof providerLoginSchema> => 'firebaseUid' in body
