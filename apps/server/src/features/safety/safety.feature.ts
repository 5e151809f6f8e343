import type { FastifyInstance } from 'fastify'
import { createSafetyService, type SafetyServiceOptions } from './safety.service'

/** Care and safety: no routes of its own; the chat asks its service about every turn. */
export async function registerSafetyFeature(
  app: FastifyInstance,
  deps: Omit<SafetyServiceOptions, 'log'>,
) {
  return { safetyService: createSafetyService({ ...deps, log: app.log }) }
}
