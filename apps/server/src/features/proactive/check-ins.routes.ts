import { apiErrorSchema } from '@orion/contracts/errors'
import {
  CHECK_IN_PREFERENCE_PATH,
  checkInPreferenceSchema,
  checkInSettingsSchema,
} from '@orion/contracts/proactive'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedInUser } from '../../plugins/auth-guard'
import type { CheckInsService } from './check-ins.service'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema }

/** The person's check-in preference (Settings): read and replace. */
export const checkInsRoutes: FastifyPluginAsyncZod<{ service: CheckInsService }> = async (
  app,
  { service },
) => {
  app.get(
    CHECK_IN_PREFERENCE_PATH,
    {
      schema: {
        tags: ['alerts'],
        summary:
          'Your check-in preference (off until saved), and whether check-ins can be written on this server',
        response: { 200: checkInSettingsSchema, ...errors },
      },
    },
    async (request) => service.settings(signedInUser(request).id),
  )

  app.put(
    CHECK_IN_PREFERENCE_PATH,
    {
      schema: {
        tags: ['alerts'],
        summary:
          'Save your check-in preference: frequency (off, daily, every_few_days), quiet hours "HH:MM" to "HH:MM" in timeZone',
        body: checkInPreferenceSchema,
        response: { 200: checkInSettingsSchema, ...errors },
      },
    },
    async (request) => service.save(signedInUser(request).id, request.body),
  )
}
