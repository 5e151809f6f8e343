import { localModelStatusSchema, ONLY_OWNER_MESSAGE } from '@orion/contracts/local-model'
import { asc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/users'
import type { DownloadableModel, LocalModelEvent } from '../../platform/ai/downloadable-model'
import { AppError } from '../../plugins/app-error'
import { signedInUser } from '../../plugins/auth-guard'

// The chat's setup card (docs/decisions/0017): what the local model is, and its download with the
// progress streamed to the browser. The server's owner (its first account) may start it; everyone
// else learns who to ask.

export interface LocalModelFeatureOptions {
  db: Database
  /** null when AI_BASE_URL or AI_LOCAL_MODEL is set: nothing to download. */
  localModel: DownloadableModel | null
}

const HEARTBEAT_MS = 15_000

export async function registerLocalModelFeature(
  app: FastifyInstance,
  { db, localModel }: LocalModelFeatureOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  async function owner() {
    const [first] = await db
      .select({ id: users.id, fullName: users.fullName, username: users.username })
      .from(users)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(1)
    return first ?? null
  }

  routes.get(
    '/api/local-model',
    {
      schema: {
        tags: ['local-model'],
        summary: 'The local model this server can download, and its state',
        response: { 200: localModelStatusSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request)
      if (!localModel) {
        return {
          state: 'configured' as const,
          model: null,
          progress: null,
          error: null,
          contextSize: null,
          sequences: null,
          canDownload: false,
          ownerName: null,
        }
      }
      localModel.refresh()
      const first = await owner()
      const status = localModel.status()
      const { source } = localModel
      return {
        state: status.state,
        model: {
          name: source.name,
          fileName: source.fileName,
          sizeBytes: source.size,
          licence: source.licence,
          licenceUrl: source.licenceUrl,
        },
        progress: status.progress,
        error: status.error,
        contextSize: status.contextSize,
        sequences: status.sequences,
        canDownload: first?.id === user.id,
        ownerName: first ? first.fullName || first.username : null,
      }
    },
  )

  routes.post(
    '/api/local-model/download',
    {
      schema: {
        tags: ['local-model'],
        summary:
          'Downloads the local model (the server owner only); progress as Server-Sent Events',
      },
    },
    async (request, reply) => {
      const user = signedInUser(request)
      if (!localModel) {
        throw new AppError(
          409,
          'ai_configured',
          'This server already has an AI provider configured; nothing to download.',
        )
      }
      if ((await owner())?.id !== user.id) throw new AppError(403, 'forbidden', ONLY_OWNER_MESSAGE)

      reply.hijack()
      const raw = reply.raw
      const headers: Record<string, string | string[] | number> = {}
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) headers[name] = value
      }
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      const write = (name: string, data: unknown) => {
        if (!raw.writableEnded && !raw.destroyed) {
          raw.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)
        }
      }
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS)
      let readySent = false
      const forward = (event: LocalModelEvent) => {
        if (event.type === 'progress') write('progress', event.progress)
        else if (event.type === 'loading') write('loading', {})
        else if (event.type === 'ready') {
          const { model, contextSize, sequences } = event
          readySent = true
          write('ready', { model, contextSize, sequences })
        } else write('failed', { message: event.message })
      }
      // The download goes on if this reader leaves (another tab, or the owner coming back, joins it).
      const unsubscribe = localModel.subscribe(forward)
      const status = localModel.status()
      if (status.progress) write('progress', status.progress)
      try {
        await localModel.download()
        const ready = localModel.status()
        if (!readySent)
          write('ready', {
            model: localModel.source.name,
            contextSize: ready.contextSize,
            sequences: ready.sequences,
          })
      } catch {
        // the 'failed' event has said why
      } finally {
        unsubscribe()
        clearInterval(heartbeat)
        if (!raw.writableEnded) raw.end()
      }
    },
  )
}
