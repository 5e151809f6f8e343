import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { App } from '../../app'
import { SPEECH_FIXTURES } from '../../test/fakes/speech-server'

// Calls as the web app makes them: JSON for /api/tts, FormData with recording.webm for speech-to-text.

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export const fixture = (name: string) => fs.readFileSync(path.join(SPEECH_FIXTURES, name))

export function speak(app: App, token: string | null, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/tts',
    headers: token ? bearer(token) : {},
    payload,
  })
}

/** A multipart/form-data upload of one file, as the browser's FormData sends it. */
export function transcribe(
  app: App,
  token: string | null,
  audio: Buffer,
  filename = 'recording.webm',
  contentType = 'audio/webm',
) {
  const boundary = `----orion${crypto.randomBytes(8).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    audio,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return app.inject({
    method: 'POST',
    url: '/api/speech-to-text',
    headers: {
      ...(token ? bearer(token) : {}),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  })
}
