import type { PushPayload } from '@orion/contracts/web-push'
import type { FastifyBaseLogger } from 'fastify'
import type { ProactiveAlertRow } from '../../db/schema/proactive'
import type { WebPushSender } from '../../platform/push/web-push'
import type { PushSubscriptionsRepository } from './push-subscriptions.repository'

/** A push waits at the push service at most a day: an older check-in is no longer news. */
const PUSH_TTL_SECONDS = 24 * 60 * 60
/** The notification shows the beginning; the whole message is in the conversation it opens. */
const PUSH_BODY_MAX_LENGTH = 1000

export function pushTitle(alert: Pick<ProactiveAlertRow, 'type' | 'aiName'>): string {
  return alert.type === 'security_alert' ? 'Security alert' : alert.aiName
}

/**
 * Web Push for stored alerts: every browser the person allowed gets the alert, so it reaches them
 * with Orion closed. A subscription the push service says is gone (404, 410) is deleted.
 */
export function createAlertPush(deps: {
  repository: PushSubscriptionsRepository
  sender: WebPushSender
  log: FastifyBaseLogger
}) {
  const { repository, sender, log } = deps

  async function pushTo(row: ProactiveAlertRow) {
    const subscriptions = await repository.ofUser(row.userId)
    const payload: PushPayload = {
      alertId: row.id,
      type: row.type as PushPayload['type'],
      title: pushTitle(row),
      body: row.message.slice(0, PUSH_BODY_MAX_LENGTH),
    }
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const outcome = await sender
          .send({ endpoint: subscription.endpoint, keys: subscription }, payload, {
            urgency: row.priority === 'high' ? 'high' : 'normal',
            ttlSeconds: PUSH_TTL_SECONDS,
          })
          .catch((error: unknown) => {
            log.warn({ err: error }, 'a Web Push request failed')
            return 'failed' as const
          })
        if (outcome === 'gone') await repository.remove(subscription.endpoint)
      }),
    )
  }

  return {
    /** Called once the alert is stored; never delays or fails the alert itself. */
    alertStored(row: ProactiveAlertRow): void {
      pushTo(row).catch((error: unknown) =>
        log.error({ err: error }, 'could not send an alert by Web Push'),
      )
    },
  }
}
export type AlertPush = ReturnType<typeof createAlertPush>
