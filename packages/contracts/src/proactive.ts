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

// Check-ins: the companion writes first, when the person asked for it in Settings.

/** How often a check-in may come: never (the default), about once a day, or every few days. */
export const CHECK_IN_FREQUENCIES = ['off', 'daily', 'every_few_days'] as const
export const checkInFrequencySchema = z.enum(CHECK_IN_FREQUENCIES)
export type CheckInFrequency = z.infer<typeof checkInFrequencySchema>
export const CHECK_IN_FREQUENCY_LABELS: Record<CheckInFrequency, string> = {
  off: 'Off',
  daily: 'Daily',
  every_few_days: 'Every few days',
}

/** A time of day on a 24-hour clock, "HH:MM". */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time of day such as 22:00')

/** Whether the runtime knows this IANA time zone (Europe/Paris, America/New_York, UTC...). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, 'Unknown time zone: use an IANA name such as Europe/Paris')

export const QUIET_HOURS_SAME_TIME = 'Quiet hours must start and end at different times'
export const DEFAULT_QUIET_HOURS_START = '22:00'
export const DEFAULT_QUIET_HOURS_END = '08:00'

/**
 * PUT /api/check-ins/preference: the whole preference. Quiet hours run from start to end in the
 * person's time zone and may cross midnight (22:00 to 08:00); no check-in is ever sent inside them.
 */
export const checkInPreferenceSchema = z
  .object({
    frequency: checkInFrequencySchema,
    quietHoursStart: clockTimeSchema,
    quietHoursEnd: clockTimeSchema,
    timeZone: timeZoneSchema,
  })
  .refine((value) => value.quietHoursStart !== value.quietHoursEnd, {
    message: QUIET_HOURS_SAME_TIME,
    path: ['quietHoursEnd'],
  })
export type CheckInPreference = z.infer<typeof checkInPreferenceSchema>

/** Why check-ins cannot be written now (no model set up on the server). */
export const CHECK_INS_NEED_A_MODEL =
  'Check-ins are written by the AI model, and none is set up on this server yet.'

/**
 * GET and PUT /api/check-ins/preference answer this. Before the person saves one: frequency off,
 * quiet hours 22:00 to 08:00 and timeZone null (the web offers the browser's own). `available` is
 * false while no model is set up: nothing is written then, and `unavailableReason` says why.
 */
export const checkInSettingsSchema = z.object({
  frequency: checkInFrequencySchema,
  quietHoursStart: clockTimeSchema,
  quietHoursEnd: clockTimeSchema,
  timeZone: z.string().nullable(),
  available: z.boolean(),
  unavailableReason: z.string().nullable(),
  /** When the last check-in was written (ISO), or null. */
  lastCheckInAt: z.string().nullable(),
})
export type CheckInSettings = z.infer<typeof checkInSettingsSchema>

export const CHECK_IN_PREFERENCE_PATH = '/api/check-ins/preference'

/** Closes every check-in: the person always knows an AI wrote it. */
export const CHECK_IN_DISCLOSURE = 'Written by Orion, an AI companion, from what you shared.'
