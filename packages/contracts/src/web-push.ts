import { z } from 'zod'
import { alertTypeSchema } from './proactive'

/** GET /api/push/key: the VAPID public key a browser subscribes with (applicationServerKey). */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() })

const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url')

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'endpoint must be an http(s) URL' }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url.max(200),
    auth: base64url.max(100),
  }),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>

/** DELETE /api/push/subscriptions: this browser no longer wants pushes. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2000) })

/** What the service worker receives, decrypted: enough to show the alert and open it. */
export const pushPayloadSchema = z.object({
  alertId: z.string(),
  type: alertTypeSchema,
  title: z.string(),
  body: z.string(),
})
export type PushPayload = z.infer<typeof pushPayloadSchema>

/** POST /api/alerts/:id/conversation: the conversation the alert opens as. */
export const alertConversationResponseSchema = z.object({ sessionId: z.string() })
