import type { FastifyInstance } from 'fastify'
import { accountRoutes } from './account.routes'
import { createAccountDeletion, type AccountDeletionDeps } from './account-deletion'
import type { ExportSources } from './data-export'

export interface AccountFeatureDependencies extends Omit<AccountDeletionDeps, 'onCleanupError'> {
  /** What "Download my data" reads, through each feature's own service. */
  sources: ExportSources
}

/** The whole account at once: download my data, delete my account. */
export async function registerAccountFeature(
  app: FastifyInstance,
  { sources, ...deps }: AccountFeatureDependencies,
) {
  const deletion = createAccountDeletion({
    ...deps,
    onCleanupError: (error) =>
      app.log.error({ err: error }, 'could not remove a deleted account file'),
  })
  await app.register(accountRoutes, { sources, deletion })
  return { deletion }
}
