import { z } from 'zod'

export const PROACTIVE_SOCKET_PATH = '/ws/proactive'

/** Close codes: after these the client does not reconnect. */
export const CLOSE_NORMAL = 1000
export const CLOSE_GOING_AWAY = 1001
export const CLOSE_AUTH_FAILED = 1008
/** Live alerts: max 5 retries, backoff from 1 s doubling to 30 s. */
export const LIVE_ALERT_MAX_RETRIES = 5
export const LIVE_ALERT_FIRST_BACKOFF_MS = 1000
export const LIVE_ALERT_MAX_BACKOFF_MS = 30_000
/** The desktop notification closes after 10 s. */
export const DESKTOP_NOTIFICATION_MS = 10_000
/** The notification preference, stored locally as 'true' or 'false'. */
export const NOTIFICATION_PREFERENCE_KEY = 'orion-notifications-enabled'

export const ALERT_PRIORITIES = ['low', 'medium', 'high'] as const
export const alertPrioritySchema = z.enum(ALERT_PRIORITIES)
export const ALERT_TYPES = ['ai_proactive_message', 'security_alert', 'trinity_alert'] as const
export const alertTypeSchema = z.enum(ALERT_TYPES)
export type AlertType = z.infer<typeof alertTypeSchema>

export const ALERT_MESSAGE_MAX_LENGTH = 2000

/** A stored proactive alert as the client reads it (GET /api/alerts and the socket). */
export const proactiveAlertSchema = z.object({
  id: z.string(),
  type: alertTypeSchema,
  message: z.string(),
  aiName: z.string(),
  priority: alertPrioritySchema,
  timestamp: z.string(),
  readAt: z.string().nullable(),
})
export type ProactiveAlert = z.infer<typeof proactiveAlertSchema>

// Client to server.
export const authenticateMessageSchema = z.object({
  type: z.literal('authenticate'),
  token: z.string().min(1).max(1000),
})
export const pongMessageSchema = z.object({ type: z.literal('pong') })
export const proactiveClientMessageSchema = z.discriminatedUnion('type', [
  authenticateMessageSchema,
  pongMessageSchema,
])
export type ProactiveClientMessage = z.infer<typeof proactiveClientMessageSchema>

// Server to client.
export const authSuccessMessageSchema = z.object({ type: z.literal('auth_success') })
export const connectedMessageSchema = z.object({
  type: z.literal('connected'),
  message: z.string(),
})
export const pingMessageSchema = z.object({ type: z.literal('ping') })
/** ai_proactive_message, security_alert and trinity_alert: the stored alert, with its type. */
export const alertMessageSchema = proactiveAlertSchema
export const desktopNotificationMessageSchema = z.object({
  type: z.literal('desktop_notification'),
  title: z.string(),
  body: z.string(),
  icon: z.string(),
  /** The alert it announces, so a click can open it. */
  alertId: z.string(),
})
export const proactiveServerMessageSchema = z.union([
  authSuccessMessageSchema,
  connectedMessageSchema,
  pingMessageSchema,
  alertMessageSchema,
  desktopNotificationMessageSchema,
])
export type ProactiveServerMessage = z.infer<typeof proactiveServerMessageSchema>

/** GET /api/alerts?after=: alerts newer than `after` (an ISO time or an alert id), oldest first. */
export const alertsQuerySchema = z.object({
  after: z.string().max(100).optional(),
  unread: z.enum(['true', 'false']).optional(),
})
export const alertsResponseSchema = z.object({
  alerts: z.array(proactiveAlertSchema),
  unreadCount: z.number().int().nonnegative(),
})
export type AlertsResponse = z.infer<typeof alertsResponseSchema>

export const CONNECTED_MESSAGE = 'Connected to live alerts'
