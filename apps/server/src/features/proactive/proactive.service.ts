import { deviceOf, newDeviceAlert, type SignInDevices } from './sign-in-device'
import type { AlertType, ProactiveAlert } from '@orion/contracts/proactive'
import { ALERT_MESSAGE_MAX_LENGTH } from '@orion/contracts/proactive'
import type { ProactiveAlertRow } from '../../db/schema/proactive'
import type { AlertBus } from './alert-bus'
import type { AlertPush } from './alert-push'
import type { AlertsRepository } from './alerts.repository'

/** Proactive alert: aiName defaults to the assistant's name. */
export const ASSISTANT_NAME = 'Orion'

export interface NewAlert {
  type: AlertType
  message: string
  aiName?: string
  priority?: 'low' | 'medium' | 'high'
}

export function toAlertContract(row: ProactiveAlertRow): ProactiveAlert {
  return {
    id: row.id,
    type: row.type as AlertType,
    message: row.message,
    aiName: row.aiName,
    priority: row.priority as ProactiveAlert['priority'],
    timestamp: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }
}

/** Close codes for the sockets the server ends itself (no reconnect after these). */
export const CLOSE_SIGNED_OUT = { code: 1000, reason: 'Signed out' } as const
export const CLOSE_PASSWORD_CHANGED = { code: 1008, reason: 'Password changed' } as const

export function createProactiveService(deps: {
  repository: AlertsRepository
  bus: AlertBus
  /** Web Push to the person's browsers (alert-push.ts). */
  alertPush?: Pick<AlertPush, 'alertStored'>
  /** The devices each account signed in from (sign-in-device.ts). */
  devices: SignInDevices
}) {
  const { repository, bus } = deps
  /** Stored first, then delivered to every open socket of the person, on any instance. */
  async function notify(userId: string, alert: NewAlert): Promise<ProactiveAlert> {
    const row = await repository.insert({
      userId,
      type: alert.type,
      message: alert.message.slice(0, ALERT_MESSAGE_MAX_LENGTH),
      aiName: alert.aiName ?? ASSISTANT_NAME,
      priority: alert.priority ?? 'medium',
    })
    deps.alertPush?.alertStored(row)
    await bus.publish({ kind: 'alert', userId, alertId: row.id })
    return toAlertContract(row)
  }

  return {
    notify,

    /** Logout: the sockets opened with this session end (the person's other devices stay). */
    async sessionEnded(userId: string, sessionId: string) {
      await bus.publish({ kind: 'close', userId, sessionId, ...CLOSE_SIGNED_OUT })
    },

    /** Password change: every session but the new one is revoked, so every socket ends. */
    async passwordChanged(userId: string) {
      await bus.publish({ kind: 'close', userId, sessionId: null, ...CLOSE_PASSWORD_CHANGED })
      await notify(userId, {
        type: 'security_alert',
        message: PASSWORD_CHANGED_ALERT,
        priority: 'high',
      })
    },

    /**
     * A session was opened: a security alert when it comes from a device (browser and system) the
     * account never signed in from, except the account's first. `productUser` finds the person.
     */
    async signedIn(
      identityUserId: string,
      userAgent: string | null,
      productUser: () => Promise<string | null>,
    ) {
      const device = deviceOf(userAgent)
      if (!(await deps.devices.isNewDevice(identityUserId, device))) return
      const userId = await productUser()
      if (userId) {
        await notify(userId, {
          type: 'security_alert',
          message: newDeviceAlert(device),
          priority: 'high',
        })
      }
    },

    /**
     * The hook for wearable alerts (issue 17, Fitbit): a `trinity_alert` about a reading, stored,
     * then delivered to the person's sockets on any instance and pushed to their browsers. Call it
     * with plain words for the person (no diagnosis); priority high only for what needs attention
     * now. registerProactiveFeature returns the service; pass `proactiveService.wearableAlert` to
     * the wearable feature.
     */
    async wearableAlert(
      userId: string,
      alert: { message: string; priority?: 'low' | 'medium' | 'high' },
    ): Promise<ProactiveAlert> {
      const message = alert.message.trim()
      if (!message) throw new Error('a wearable alert needs a message')
      return notify(userId, { type: 'trinity_alert', message, priority: alert.priority })
    },

    /** The account signs in with a new address (the old one was told by e-mail). */
    async emailChanged(userId: string) {
      await notify(userId, {
        type: 'security_alert',
        message: EMAIL_CHANGED_ALERT,
        priority: 'high',
      })
    },
  }
}
export type ProactiveService = ReturnType<typeof createProactiveService>

export const EMAIL_CHANGED_ALERT =
  'The e-mail address you sign in with was changed, and the old address was told. If this was not you, change your password now.'

export const PASSWORD_CHANGED_ALERT =
  'Your password was changed and your other devices were signed out. If this was not you, reset your password now.'
