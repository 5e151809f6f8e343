import { encryptPushPayload, vapidAuthorization, type PushKeys } from './web-push-crypto'

export interface PushTarget {
  endpoint: string
  keys: PushKeys
}

/** delivered: the push service took it; gone: the subscription has ended (404, 410). */
export type PushOutcome = 'delivered' | 'gone' | 'failed'

export interface WebPushSender {
  /** The VAPID public key browsers subscribe with (applicationServerKey). */
  readonly publicKey: string
  /** Whether `endpoint` is one of the configured push services (WEB_PUSH_SERVICES). */
  allows(endpoint: string): boolean
  send(
    target: PushTarget,
    payload: object,
    options: { urgency: 'low' | 'normal' | 'high'; ttlSeconds: number },
  ): Promise<PushOutcome>
}

const SEND_TIMEOUT_MS = 10_000

/** `https://*.notify.windows.com` matches any subdomain of notify.windows.com. */
function originAllowed(services: string[], endpoint: URL): boolean {
  return services.some((service) => {
    const wildcard = service.includes('://*.')
    const allowed = new URL(service.replace('://*.', '://'))
    if (allowed.protocol !== endpoint.protocol || allowed.port !== endpoint.port) return false
    return wildcard
      ? endpoint.hostname.endsWith(`.${allowed.hostname}`)
      : endpoint.hostname === allowed.hostname
  })
}

/** Web Push over HTTP (RFC 8030), encrypted (RFC 8291) and signed with VAPID (RFC 8292). */
export function createWebPushSender(config: {
  keys: { publicKey: string; privateKey: string }
  subject: string
  services: string[]
}): WebPushSender {
  return {
    publicKey: config.keys.publicKey,
    allows(endpoint) {
      if (!URL.canParse(endpoint)) return false
      return originAllowed(config.services, new URL(endpoint))
    },
    async send(target, payload, options) {
      if (!this.allows(target.endpoint)) return 'gone'
      const body = encryptPushPayload(target.keys, Buffer.from(JSON.stringify(payload)))
      const response = await fetch(target.endpoint, {
        method: 'POST',
        headers: {
          Authorization: vapidAuthorization({
            endpoint: target.endpoint,
            keys: config.keys,
            subject: config.subject,
          }),
          'Content-Encoding': 'aes128gcm',
          'Content-Type': 'application/octet-stream',
          TTL: String(options.ttlSeconds),
          Urgency: options.urgency,
        },
        body: new Uint8Array(body),
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
      await response.body?.cancel()
      if (response.status === 404 || response.status === 410) return 'gone'
      return response.ok ? 'delivered' : 'failed'
    },
  }
}
