import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import type { FileStorage } from '../../platform/storage/file-storage'
import { createUsersRepository } from './users.repository'
import { usersRoutes, type SessionActions } from './users.routes'
import { createUsersService, type UsersServiceOptions } from './users.service'

export interface UsersFeatureDependencies {
  db: Database
  exemptEmails: string[]
  storage: FileStorage
  providerPhotoOrigins: UsersServiceOptions['providerPhotoOrigins']
  requestEmailChange: UsersServiceOptions['requestEmailChange']
  sessions: SessionActions
}

/** The product users: profile, About Me, photo, password change; returns the users service. */
export async function registerUsersFeature(app: FastifyInstance, deps: UsersFeatureDependencies) {
  const usersService = createUsersService(createUsersRepository(deps.db), {
    exemptEmails: deps.exemptEmails,
    requestEmailChange: deps.requestEmailChange,
    storage: deps.storage,
    providerPhotoOrigins: deps.providerPhotoOrigins,
    onCleanupError: (error) => app.log.error({ err: error }, 'could not remove a stored photo'),
  })
  await app.register(usersRoutes, { usersService, sessions: deps.sessions })
  return { usersService }
}
