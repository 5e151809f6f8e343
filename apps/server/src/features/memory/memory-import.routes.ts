import multipart from '@fastify/multipart'
import { apiErrorSchema } from '@orion/contracts/errors'
import { MEMORY_IMPORT_MAX_BYTES, importMemoriesResponseSchema } from '@orion/contracts/memory'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../plugins/app-error'
import { signedInUser } from '../../plugins/auth-guard'
import { extractImportText, fileTooLarge } from './memory-import'
import type { MemoryService } from './memory.service'

// POST /api/memories/import: multipart field "file", one .txt, .doc or .docx
// of at most 10 MB. Multipart is registered in this plugin only, so no other route accepts uploads.

export const NO_FILE_MESSAGE =
  'Choose a .txt, .doc, or .docx file to import (multipart field "file").'

export const memoryImportRoutes: FastifyPluginAsyncZod<{ memoryService: MemoryService }> = async (
  app,
  { memoryService },
) => {
  await app.register(multipart, {
    limits: { fileSize: MEMORY_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  })

  app.post(
    '/api/memories/import',
    {
      schema: {
        tags: ['memory'],
        summary:
          'Import memories from a .txt, .doc or .docx file (multipart field "file", ≤ 10 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: importMemoriesResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw AppError.badRequest(NO_FILE_MESSAGE)
      const file = await request.file()
      if (!file || file.fieldname !== 'file') throw AppError.badRequest(NO_FILE_MESSAGE)
      let buffer: Buffer
      try {
        buffer = await file.toBuffer()
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw fileTooLarge()
        throw error
      }
      const text = await extractImportText(buffer, file.filename)
      return memoryService.importText(signedInUser(request).id, text)
    },
  )
}
