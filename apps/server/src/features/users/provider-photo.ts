import { AppError } from '../../plugins/app-error'

// "Refresh Google photo": the photo of the person's own Google or Microsoft
// account. The address is the one the identity provider gave at sign-in (stored with the identity);
// a client's URL is only compared with it, never fetched. Even that address is fetched only from an
// allow-listed origin (PROVIDER_PHOTO_ORIGINS), without following redirects, within a size and
// time limit: no request to an address of the client's choosing (SSRF).

export const NO_PROFILE_PHOTO = 'No profile photo'
export const REFRESH_FAILED = 'Failed to refresh profile photo. Please try again.'
const MAX_BYTES = 5 * 1024 * 1024
const TIMEOUT_MS = 10_000

export const noProfilePhoto = () => new AppError(400, 'no_profile_photo', NO_PROFILE_PHOTO)
export const notProviderPhoto = () =>
  new AppError(
    400,
    'not_provider_photo',
    'Only the photo of your own Google or Microsoft account can be used.',
  )
const refreshFailed = () => new AppError(502, 'photo_refresh_failed', REFRESH_FAILED)

/** The bytes of a data: URL picture (Microsoft's photos arrive this way). */
function fromDataUrl(url: string): Buffer {
  const match = /^data:image\/[a-z0-9.+-]+;base64,([a-z0-9+/=\s]+)$/i.exec(url)
  if (!match) throw notProviderPhoto()
  const bytes = Buffer.from(match[1]!, 'base64')
  if (bytes.length > MAX_BYTES) throw refreshFailed()
  return bytes
}

async function fromAllowedOrigin(address: string, origins: readonly string[]): Promise<Buffer> {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw notProviderPhoto()
  }
  if (!origins.includes(url.origin) || url.username || url.password) throw notProviderPhoto()
  let response: Response
  try {
    response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch {
    throw refreshFailed()
  }
  if (response.status !== 200 || !response.body) throw refreshFailed()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response.body) {
    size += chunk.length
    if (size > MAX_BYTES) throw refreshFailed()
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks)
}

/**
 * The provider photo's bytes: `requested` must be the identity's own photo address (`known`);
 * 400 'No profile photo' when the identity has none.
 */
export async function readProviderPhoto(
  known: string | null,
  requested: string,
  origins: readonly string[],
): Promise<Buffer> {
  if (!known) throw noProfilePhoto()
  if (requested !== known) throw notProviderPhoto()
  return known.startsWith('data:') ? fromDataUrl(known) : fromAllowedOrigin(known, origins)
}
