import { describe, expect, it } from 'vitest'
import { readVapidToken } from '../../test/vapid-token'
import { encryptPushPayload, generateVapidKeys, vapidAuthorization } from './web-push-crypto'

// RFC 8291 §5 and Appendix A: the example message, every input pinned, to the byte.
const RFC_8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPublic:
    'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6T' +
    'lzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
}

describe('Web Push encryption', () => {
  it("encrypts RFC 8291's example message to the RFC's bytes", () => {
    const body = encryptPushPayload(
      { p256dh: RFC_8291.uaPublic, auth: RFC_8291.authSecret },
      Buffer.from(RFC_8291.plaintext),
      {
        asPrivate: Buffer.from(RFC_8291.asPrivate, 'base64url'),
        salt: Buffer.from(RFC_8291.salt, 'base64url'),
      },
    )
    expect(body.toString('base64url')).toBe(RFC_8291.body)
  })

  it('refuses keys that are not a P-256 point and a 16-byte secret', () => {
    const text = Buffer.from('hi')
    expect(() => encryptPushPayload({ p256dh: 'AAAA', auth: RFC_8291.authSecret }, text)).toThrow(
      'p256dh',
    )
    expect(() => encryptPushPayload({ p256dh: RFC_8291.uaPublic, auth: 'AAAA' }, text)).toThrow(
      'auth',
    )
  })
})

describe('VAPID', () => {
  it('signs an ES256 token for the push service origin that its public key verifies', () => {
    const keys = generateVapidKeys()
    const now = new Date('2026-11-24T00:00:00Z')
    const header = vapidAuthorization({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys,
      subject: 'mailto:ops@example.com',
      now,
    })
    const token = readVapidToken(header)
    expect(token).not.toBeNull()
    expect(token?.publicKey).toBe(keys.publicKey)
    expect(token?.header).toEqual({ typ: 'JWT', alg: 'ES256' })
    expect(token?.claims).toEqual({
      aud: 'https://fcm.googleapis.com',
      exp: now.getTime() / 1000 + 12 * 3600,
      sub: 'mailto:ops@example.com',
    })
    expect(token?.verified).toBe(true)
  })
})
