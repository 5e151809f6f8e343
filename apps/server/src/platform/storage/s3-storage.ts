import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { Readable } from 'node:stream'
import { assertKey, contentTypeOf, FileNotFoundError, type FileStorage } from './file-storage'
import type { UrlSigner } from './signed-urls'

// Any S3-compatible store (AWS S3, MinIO, Cloudflare R2, Garage, Ceph...) through the official
// SDK. Checksums are computed only when the operation requires them: several compatible stores
// reject the SDK's newer default trailing checksums. Uploads go through lib-storage, which streams
// a body of unknown length as a multipart upload (5 MB parts) and a small one as one PUT.
// Objects are read back through this server (GET /api/files/...): the bucket stays private and
// the browser never needs to reach the store.

export interface S3StorageOptions {
  endpoint?: string
  bucket: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

export function createS3Storage(options: S3StorageOptions, signer: UrlSigner): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
  })
  const Bucket = options.bucket

  return {
    kind: 's3',

    async put(key, body, { contentType }) {
      assertKey(key)
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        queueSize: 1,
      }).done()
    },

    async read(key) {
      assertKey(key)
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body')
        return {
          stream: object.Body,
          contentType: object.ContentType ?? contentTypeOf(key),
          size: object.ContentLength,
        }
      } catch (error) {
        const missing =
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        if (missing) throw new FileNotFoundError(key)
        throw error
      }
    },

    async delete(key) {
      assertKey(key)
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },

    url: (key) => signer.sign(`/api/files/${key}`),

    async close() {
      client.destroy()
    },
  }
}
