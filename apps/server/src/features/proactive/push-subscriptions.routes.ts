import { apiErrorSchema } from '@orion/contracts/errors'
import {
  pushKeyResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@orion/contracts/web-push'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { WebPushSender } from '../../platform/push/web-push'
import { AppError } from '../../plugins/app-error'
import { signedInUser } from '../../plugins/auth-guard'
import type { PushSubscriptionsRepository } from './push-subscriptions.repository'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }
const success = z.object({ success: z.literal(true) })

/** Web Push: the key browsers subscribe with, and each browser's subscription (signed in). */
export const pushSubscriptionsRoutes: FastifyPluginAsyncZod<{
  repository: PushSubscriptionsRepository
  sender: WebPushSender
}> = async (app, { repository, sender }) => {
  app.get(
    '/api/push/key',
    {
      schema: {
        tags: ['alerts'],
        summary: 'The VAPID public key to subscribe to Web Push with',
        response: { 200: pushKeyResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      signedInUser(request)
      return { publicKey: sender.publicKey }
    },
  )

  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        tags: ['alerts'],
        summary: "Send this browser your alerts while Orion is closed (the browser's subscription)",
        body: pushSubscriptionSchema,
        response: { 200: success, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request)
      const { endpoint, keys } = request.body
      // The endpoint arrives from the client: the server posts only to known push services.
      if (!sender.allows(endpoint)) {
        throw AppError.badRequest('endpoint is not a known browser push service')
      }
      const p256dh = Buffer.from(keys.p256dh, 'base64url')
      if (p256dh.length !== 65 || p256dh[0] !== 0x04) {
        throw AppError.badRequest('keys.p256dh must be an uncompressed P-256 public key')
      }
      if (Buffer.from(keys.auth, 'base64url').length !== 16) {
        throw AppError.badRequest('keys.auth must be a 16-byte secret')
      }
      await repository.save({ userId: user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      return { success: true as const }
    },
  )

  app.delete(
    '/api/push/subscriptions',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Stop sending this browser your alerts while Orion is closed',
        body: pushUnsubscribeSchema,
        response: { 200: success, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request)
      if (!(await repository.removeOwn(user.id, request.body.endpoint))) {
        throw AppError.notFound('Push subscription not found')
      }
      return { success: true as const }
    },
  )
}
