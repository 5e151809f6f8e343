import { pushKeyResponseSchema } from '@orion/contracts/web-push'
import { apiRequest, apiRequestWithoutRedirect } from '@/lib/request'

// Web Push (issue 16 part 6): a service worker at the site root shows alerts while Orion is
// closed. Subscribing needs the notification permission, which is asked only after a click.

export const SERVICE_WORKER_PATH = '/sw.js'

export function webPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  )
}

/** This browser's current push subscription, if the service worker is installed. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!webPushSupported()) return null
  const registration = await navigator.serviceWorker.getRegistration('/')
  return (await registration?.pushManager.getSubscription()) ?? null
}

export class PushPermissionDenied extends Error {
  constructor() {
    super('Your browser blocks notifications from Orion: allow them in its site settings.')
    this.name = 'PushPermissionDenied'
  }
}

/** Call from a click: asks for the permission, installs the service worker and subscribes. */
export async function subscribeToPush(): Promise<void> {
  const permission =
    Notification.permission === 'default'
      ? await Notification.requestPermission()
      : Notification.permission
  if (permission !== 'granted') throw new PushPermissionDenied()
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' })
  await navigator.serviceWorker.ready
  const { publicKey } = pushKeyResponseSchema.parse(
    await (await apiRequest('GET', '/api/push/key')).json(),
  )
  const existing = await registration.pushManager.getSubscription()
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }))
  await apiRequest('POST', '/api/push/subscriptions', subscription.toJSON())
}

/** Stops pushes to this browser (Settings, and before signing out). */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentPushSubscription()
  if (!subscription) return
  const { endpoint } = subscription
  await subscription.unsubscribe()
  // The server may already have dropped it (the push service said it was gone): that is fine.
  await apiRequestWithoutRedirect('DELETE', '/api/push/subscriptions', { endpoint }).catch(
    () => undefined,
  )
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
