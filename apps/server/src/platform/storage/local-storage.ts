import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { assertKey, contentTypeOf, FileNotFoundError, type FileStorage } from './file-storage'
import type { UrlSigner } from './signed-urls'

// Files on the local disk under DATA_DIR/files (the default). Each object is written to a
// temporary name and renamed into place, so a reader never sees half a file.

export function createLocalStorage(directory: string, signer: UrlSigner): FileStorage {
  const pathOf = (key: string) => {
    assertKey(key)
    return path.join(directory, ...key.split('/'))
  }

  return {
    kind: 'local',

    async put(key, body, _options) {
      const target = pathOf(key)
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      const temporary = `${target}.${crypto.randomBytes(6).toString('hex')}.part`
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body
        await pipeline(source, fs.createWriteStream(temporary))
        await fs.promises.rename(temporary, target)
      } catch (error) {
        await fs.promises.rm(temporary, { force: true })
        throw error
      }
    },

    async read(key) {
      const file = pathOf(key)
      let size: number
      try {
        size = (await fs.promises.stat(file)).size
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key)
        throw error
      }
      return { stream: fs.createReadStream(file), contentType: contentTypeOf(key), size }
    },

    async delete(key) {
      await fs.promises.rm(pathOf(key), { force: true })
    },

    url: (key) => signer.sign(`/api/files/${key}`),

    async close() {},
  }
}
