import type { AppConfig } from '../../config'
import type { FileStorage } from './file-storage'
import { createLocalStorage } from './local-storage'
import { createS3Storage } from './s3-storage'
import { createUrlSigner, type UrlSigner } from './signed-urls'

/** The store config.ts chose (local disk unless S3_BUCKET is set), with its URL signer. */
export function createFileStorage(
  config: Pick<AppConfig, 'storage' | 'fileUrlTtlSeconds'>,
  secret: string,
): { storage: FileStorage; signer: UrlSigner } {
  const signer = createUrlSigner(secret, config.fileUrlTtlSeconds)
  const storage =
    config.storage.kind === 's3'
      ? createS3Storage(config.storage, signer)
      : createLocalStorage(config.storage.directory, signer)
  return { storage, signer }
}
