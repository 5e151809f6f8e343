import { changePasswordRequestSchema } from '@orion/contracts/auth'
import { apiErrorSchema } from '@orion/contracts/errors'
import { profileUpdateSchema, userSchema } from '@orion/contracts/user'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { forwardCookies, identityHeaders, signedIn } from '../../plugins/auth-guard'
import type { AuthService } from '../auth/auth.service'
import type { UsersService } from './users.service'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema }

/** The signed-in person's own record (spec part 1 §7 /api/user, part 2 §7 profile). */
export const usersRoutes: FastifyPluginAsyncZod<{
  usersService: UsersService
  authService: AuthService
}> = async (app, { usersService, authService }) => {
  app.get(
    '/api/user',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user; _refresh=true is the keep-alive that extends the session',
        querystring: z.object({
          _refresh: z.enum(['true', 'false']).optional(),
          _t: z.string().optional(),
          uid: z.string().optional(),
        }),
        response: { 200: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = signedIn(request)
      if (request.query._refresh === 'true') {
        const { setCookies } = await authService.extend({ user, session })
        forwardCookies(reply, setCookies)
      }
      return usersService.toContract(user, session.id)
    },
  )

  app.patch(
    '/api/user/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Update full name and email, or the About Me fields (the username never changes)',
        body: profileUpdateSchema,
        response: { 200: userSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = signedIn(request)
      const updated = await usersService.updateProfile(user, request.body)
      return usersService.toContract(updated, session.id)
    },
  )

  app.post(
    '/api/user/change-password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the password; every other session is signed out, this one stays',
        body: changePasswordRequestSchema,
        response: {
          200: z.object({ success: z.literal(true), token: z.string(), expiresAt: z.string() }),
          429: apiErrorSchema,
          ...errors,
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { token, expiresAt, setCookies } = await authService.changePassword(
        request.body,
        identityHeaders(request.headers, request.ip),
      )
      forwardCookies(reply, setCookies)
      return { success: true as const, token, expiresAt }
    },
  )
}
