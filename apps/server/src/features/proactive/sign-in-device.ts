import { count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { signInDevices } from '../../db/schema/proactive'

// A sign-in from a new device: the device is the browser and the system named by the User-Agent
// ("Chrome on Windows"), without versions, so an update is not a new device and nothing finer (a
// fingerprint) is kept. The first device of an account is its registration, never an alert; a
// device the account has signed in from before is not either. An unreadable User-Agent is one
// device, "an unknown browser".

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/** "Firefox on Linux", "Safari on iPhone", or "an unknown browser". */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'an unknown browser'
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (!browser && !system) return 'an unknown browser'
  return `${browser ?? 'A browser'}${system ? ` on ${system}` : ''}`
}

export function createSignInDevices(db: Database) {
  return {
    /** Records the device; true when it is new to an account that had signed in before. */
    async isNewDevice(identityUserId: string, device: string): Promise<boolean> {
      const inserted = await db
        .insert(signInDevices)
        .values({ identityUserId, device })
        .onConflictDoNothing()
        .returning()
      if (inserted.length === 0) return false
      const [known] = await db
        .select({ value: count() })
        .from(signInDevices)
        .where(eq(signInDevices.identityUserId, identityUserId))
      return (known?.value ?? 0) > 1
    },
  }
}
export type SignInDevices = ReturnType<typeof createSignInDevices>

export const newDeviceAlert = (device: string) =>
  `New sign-in to your account from ${device}. If this was not you, change your password now.`
