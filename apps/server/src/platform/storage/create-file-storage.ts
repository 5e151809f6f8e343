import type { AppConfig } from '../../config'
import type { FileStorage } from './file-storage'
import { createLocalStorage } from './local-storage'
import { createUrlSigner, type UrlSigner } from './signed-urls'

/** The store config.ts chose (local disk unless S3_BUCKET is set), with its URL signer. */
export async function createFileStorage(
  config: Pick<AppConfig, 'storage' | 'fileUrlTtlSeconds'>,
  secret: string,
): Promise<{ storage: FileStorage; signer: UrlSigner }> {
  const signer = createUrlSigner(secret, config.fileUrlTtlSeconds)
  if (config.storage.kind === 'local') {
    return { storage: createLocalStorage(config.storage.directory, signer), signer }
  }
  // The AWS SDK is large: loaded only when S3 is configured.
  const { createS3Storage } = await import('./s3-storage')
  return { storage: createS3Storage(config.storage, signer), signer }
}
