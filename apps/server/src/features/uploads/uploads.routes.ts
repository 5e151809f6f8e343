import multipart, { type MultipartFile } from '@fastify/multipart'
import { apiErrorSchema } from '@orion/contracts/errors'
import {
  deleteGalleryImageResponseSchema,
  documentSchema,
  imageUploadResponseSchema,
  UPLOAD_MAX_BYTES,
} from '@orion/contracts/uploads'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../plugins/app-error'
import { fileTooLarge } from '../../platform/images/process-image'
import type { DocumentsService } from './documents.service'
import type { UploadsService } from './uploads.service'
import { signedInUser } from '../../plugins/auth-guard'

// POST /api/images/upload (multipart field "image") and POST /api/documents/upload (field
// "file"). Multipart is registered in this plugin only; the file is read into
// one buffer (at most 10 MB, never a second copy), checked by its content and never stored
// under its own name.

const uploadErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  413: apiErrorSchema,
}

/**
 * The file's bytes in one buffer, filled as the parts arrive: the upload is held in memory once
 * (file.toBuffer() would keep every chunk and then a concatenated copy). The buffer is sized by
 * the request's Content-Length (the file plus a little multipart framing), at most 10 MB.
 */
async function readUpload(
  app: FastifyInstance,
  file: MultipartFile,
  declaredLength: number,
): Promise<Buffer> {
  const capacity =
    Number.isSafeInteger(declaredLength) && declaredLength > 0
      ? Math.min(declaredLength, UPLOAD_MAX_BYTES)
      : UPLOAD_MAX_BYTES
  let buffer = Buffer.allocUnsafe(capacity)
  let length = 0
  let tooLarge = false
  try {
    for await (const chunk of file.file as AsyncIterable<Buffer>) {
      // Past the limit busboy stops the file: the rest is drained, never kept.
      if (tooLarge || file.file.truncated) {
        tooLarge = true
        continue
      }
      if (length + chunk.length > buffer.length) {
        if (buffer.length >= UPLOAD_MAX_BYTES) {
          tooLarge = true
          continue
        }
        // A Content-Length smaller than the body: grow once, to the limit.
        const larger = Buffer.allocUnsafe(UPLOAD_MAX_BYTES)
        buffer.copy(larger, 0, 0, length)
        buffer = larger
        if (length + chunk.length > buffer.length) {
          tooLarge = true
          continue
        }
      }
      chunk.copy(buffer, length)
      length += chunk.length
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw fileTooLarge()
    throw error
  }
  if (tooLarge || file.file.truncated) throw fileTooLarge()
  return buffer.subarray(0, length)
}

export const uploadsRoutes: FastifyPluginAsyncZod<{
  uploadsService: UploadsService
  documentsService: DocumentsService
}> = async (app, { uploadsService, documentsService }) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  })

  /** The one file of a multipart request, from the named field. */
  async function fileFrom(request: FastifyRequest, field: string) {
    const missing = AppError.badRequest(`Choose a file to upload (multipart field "${field}").`)
    if (!request.isMultipart()) throw missing
    const file = await request.file()
    if (!file || file.fieldname !== field) throw missing
    const declared = Number(request.headers['content-length'])
    return { buffer: await readUpload(app, file, declared), filename: file.filename }
  }

  app.post(
    '/api/images/upload',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload a picture (multipart field "image": JPG, PNG, WebP or GIF, ≤ 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: imageUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { buffer } = await fileFrom(request, 'image')
      const image = await uploadsService.uploadImage(signedInUser(request).id, buffer)
      return reply.status(201).send(image)
    },
  )

  app.post(
    '/api/documents/upload',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Upload a document to send with a message (multipart field "file": PDF, TXT, DOC, DOCX or MD, ≤ 10 MB); its text is read at once',
        consumes: ['multipart/form-data'],
        response: { 201: documentSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { buffer, filename } = await fileFrom(request, 'file')
      const document = await documentsService.upload(signedInUser(request).id, buffer, filename)
      return reply.status(201).send(document)
    },
  )

  const documentParams = z.object({ id: z.string().max(100) })

  app.get(
    '/api/documents/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A document you uploaded, with a short-lived link to download it',
        params: documentParams,
        response: {
          200: documentSchema.extend({ downloadUrl: z.string() }),
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => documentsService.get(signedInUser(request).id, request.params.id),
  )

  app.delete(
    '/api/documents/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Delete a document (staged or sent) and its stored file',
        params: documentParams,
        response: {
          200: deleteGalleryImageResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => documentsService.remove(signedInUser(request).id, request.params.id),
  )
}
