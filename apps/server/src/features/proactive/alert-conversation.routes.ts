import { apiErrorSchema } from '@orion/contracts/errors'
import { alertConversationResponseSchema } from '@orion/contracts/web-push'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import type { UserRow } from '../../db/schema/users'
import { alertConversations } from '../../db/schema/web-push'
import { AppError } from '../../plugins/app-error'
import { signedInUser } from '../../plugins/auth-guard'
import { createAlertsRepository } from './alerts.repository'
import { alertNotFound } from './alerts.routes'

export interface AlertConversationDeps {
  db: Database
  /** Chat: a new conversation whose first reply is the companion's message. */
  startConversation(user: UserRow, message: string, options: { title: string }): Promise<string>
  /** Chat: removes a conversation started twice by two clicks at once. */
  removeConversation(user: UserRow, sessionId: string): Promise<void>
}

/**
 * POST /api/alerts/:id/conversation: a proactive message opens as a conversation the person can
 * answer: its words are the companion's first message, and the same alert opens the same
 * conversation again (a new one if that one was deleted). Opening it marks it read.
 */
export async function registerAlertConversations(
  app: FastifyInstance,
  deps: AlertConversationDeps,
) {
  const alerts = createAlertsRepository(deps.db)
  const linkOf = async (alertId: string) => {
    const [link] = await deps.db
      .select({ sessionId: alertConversations.sessionId })
      .from(alertConversations)
      .where(eq(alertConversations.alertId, alertId))
    return link?.sessionId
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/alerts/:id/conversation',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Open a proactive message as a conversation you can answer (marks it read)',
        params: z.object({ id: z.string() }),
        response: {
          200: alertConversationResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request)
      const alertId = request.params.id
      if (!isUuid(alertId)) throw alertNotFound()
      const alert = await alerts.markRead(user.id, alertId)
      if (!alert) throw alertNotFound()
      if (alert.type === 'security_alert') {
        throw AppError.badRequest('A security alert does not open as a conversation')
      }
      const existing = await linkOf(alert.id)
      if (existing) return { sessionId: existing }
      const sessionId = await deps.startConversation(user, alert.message, {
        title:
          alert.type === 'ai_proactive_message'
            ? `${alert.aiName} checked in`
            : `Alert from ${alert.aiName}`,
      })
      const [linked] = await deps.db
        .insert(alertConversations)
        .values({ alertId: alert.id, sessionId })
        .onConflictDoNothing()
        .returning({ sessionId: alertConversations.sessionId })
      if (linked) return { sessionId }
      // Another request opened it first: keep theirs.
      await deps.removeConversation(user, sessionId)
      return { sessionId: (await linkOf(alert.id)) ?? sessionId }
    },
  )
}
