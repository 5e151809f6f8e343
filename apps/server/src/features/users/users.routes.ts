import multipart from '@fastify/multipart'
import { changePasswordRequestSchema } from '@orion/contracts/auth'
import { apiErrorSchema } from '@orion/contracts/errors'
import { UPLOAD_MAX_BYTES } from '@orion/contracts/uploads'
import { profileUpdateSchema, refreshPhotoRequestSchema, userSchema } from '@orion/contracts/user'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../plugins/app-error'
import { forwardCookies, identityHeaders, signedIn } from '../../plugins/auth-guard'
import { fileTooLarge } from '../../platform/images/process-image'
import type { AuthService } from '../auth/auth.service'
import type { UsersService } from './users.service'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema }

/** The signed-in person's own record. */
/** What the users' routes ask of the sign-in layer: extend a session, change a password, prove a new email. */
export type SessionActions = Pick<AuthService, 'extend' | 'changePassword' | 'proveEmailChange'>

export const usersRoutes: FastifyPluginAsyncZod<{
  usersService: UsersService
  sessions: SessionActions
}> = async (app, { usersService, sessions }) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  })

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
        const { setCookies } = await sessions.extend({ user, session })
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
        summary:
          'Update full name and email (a new email needs currentPassword), or the About Me fields (the username never changes)',
        body: profileUpdateSchema,
        response: { 200: userSchema, 403: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = signedIn(request)
      const { currentPassword, ...patch } = request.body
      if (Object.values(patch).every((value) => value === undefined)) {
        throw new AppError(
          400,
          'nothing_to_update',
          'Nothing to update: send at least one of fullName, email, aboutMe, pronouns, interests or country.',
        )
      }
      if (patch.email !== undefined && patch.email.toLowerCase() !== user.email.toLowerCase()) {
        await sessions.proveEmailChange(signedIn(request), currentPassword)
      }
      const updated = await usersService.updateProfile(user, patch)
      return usersService.toContract(updated, session.id)
    },
  )

  app.post(
    '/api/user/upload-photo',
    {
      schema: {
        tags: ['users'],
        summary:
          'Upload a profile photo (multipart field "photo": JPG, PNG, WebP or GIF, ≤ 10 MB); stored as a square picture without metadata',
        consumes: ['multipart/form-data'],
        response: { 200: userSchema, 413: apiErrorSchema, ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const { user, session } = signedIn(request)
      const missing = AppError.badRequest('Choose a photo to upload (multipart field "photo").')
      if (!request.isMultipart()) throw missing
      const file = await request.file()
      if (!file || file.fieldname !== 'photo') throw missing
      let picture: Buffer
      try {
        picture = await file.toBuffer()
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw fileTooLarge()
        throw error
      }
      const updated = await usersService.uploadPhoto(user, picture)
      return usersService.toContract(updated, session.id)
    },
  )

  app.post(
    '/api/user/refresh-photo',
    {
      schema: {
        tags: ['users'],
        summary:
          "Use the photo of the person's own Google or Microsoft account (providerPhotoURL) as their photo",
        body: refreshPhotoRequestSchema,
        response: { 200: userSchema, 502: apiErrorSchema, ...errors },
      },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const { user, session } = signedIn(request)
      const updated = await usersService.refreshPhoto(user, request.body.photoURL)
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
      const { token, expiresAt, setCookies } = await sessions.changePassword(
        request.body,
        identityHeaders(request.headers, request.ip),
        signedIn(request).user.id,
      )
      forwardCookies(reply, setCookies)
      return { success: true as const, token, expiresAt }
    },
  )
}
