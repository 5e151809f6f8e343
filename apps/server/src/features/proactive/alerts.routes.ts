import { apiErrorSchema } from '@orion/contracts/errors'
import {
  alertsQuerySchema,
  alertsResponseSchema,
  proactiveAlertSchema,
} from '@orion/contracts/proactive'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isUuid } from '../../db/ids'
import { AppError } from '../../plugins/app-error'
import { signedInUser } from '../../plugins/auth-guard'
import type { AlertsAfter, AlertsRepository } from './alerts.repository'
import { toAlertContract } from './proactive.service'

export const alertNotFound = () => AppError.notFound('Alert not found')
const BAD_AFTER = 'after must be an alert id or an ISO 8601 time'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }

/** Catching up after a reconnect, and the unread state (signed-in, own alerts only). */
export const alertsRoutes: FastifyPluginAsyncZod<{ repository: AlertsRepository }> = async (
  app,
  { repository },
) => {
  app.get(
    '/api/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary:
          'Proactive alerts created after `after` (an alert id or an ISO time; all when absent), oldest first, at most 100',
        querystring: alertsQuerySchema,
        response: { 200: alertsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request)
      const { after, unread } = request.query
      let since: AlertsAfter | null = null
      if (after !== undefined && after !== '') {
        if (isUuid(after)) {
          if (!(await repository.ownById(user.id, after))) throw alertNotFound()
          since = { id: after }
        } else {
          const time = Date.parse(after)
          if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}T/.test(after)) {
            throw AppError.badRequest(BAD_AFTER)
          }
          since = { time: new Date(time) }
        }
      }
      const [rows, unreadCount] = await Promise.all([
        repository.listAfter(user.id, since, unread === 'true'),
        repository.unreadCount(user.id),
      ])
      return { alerts: rows.map(toAlertContract), unreadCount }
    },
  )

  app.post(
    '/api/alerts/:id/read',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Mark one of your alerts read',
        params: z.object({ id: z.string() }),
        response: { 200: proactiveAlertSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request)
      if (!isUuid(request.params.id)) throw alertNotFound()
      const row = await repository.markRead(user.id, request.params.id)
      if (!row) throw alertNotFound()
      return toAlertContract(row)
    },
  )

  app.post(
    '/api/alerts/read',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Mark all your alerts read',
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await repository.markAllRead(signedInUser(request).id)
      return { success: true as const }
    },
  )
}
