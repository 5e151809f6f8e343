import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

// A real S3-compatible server (s3rver) on a loopback port: the storage platform talks to it
// through @aws-sdk/client-s3 exactly as it talks to AWS S3 or MinIO (path-style addressing).

export interface FakeS3 {
  /** The S3_* variables that point the app at this server. */
  environment: Record<string, string>
  /** The objects stored, as s3rver keeps them on disk (to check that files really go). */
  keys(): string[]
  close(): Promise<void>
}

export async function startFakeS3(bucket = 'orion-test'): Promise<FakeS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const address = (await server.run()) as AddressInfo
  const bucketDirectory = path.join(directory, bucket)
  return {
    environment: {
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys() {
      if (!fs.existsSync(bucketDirectory)) return []
      const found: string[] = []
      const walk = (folder: string) => {
        for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
          const full = path.join(folder, entry.name)
          if (entry.isDirectory()) walk(full)
          else if (entry.name.endsWith('._S3rver_object')) {
            found.push(path.relative(bucketDirectory, full).replace(/\._S3rver_object$/, ''))
          }
        }
      }
      walk(bucketDirectory)
      return found.sort()
    },
    async close() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
