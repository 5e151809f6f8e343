import crypto from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_MODEL_SOURCE, configuredModelSource } from './platform/ai/default-model'
import type { ModelSource } from './platform/ai/model-download'

// The only reader of process.env (STYLE.md habit 4). Every variable has a default that runs offline.

/** Where Google and Microsoft serve account photos. */
const DEFAULT_PROVIDER_PHOTO_ORIGINS = [
  'https://lh3.googleusercontent.com',
  'https://lh4.googleusercontent.com',
  'https://lh5.googleusercontent.com',
  'https://lh6.googleusercontent.com',
  'https://graph.microsoft.com',
].join(',')

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const optionalUrl = optionalText.pipe(
  z.url({ error: 'must be a URL, e.g. http://127.0.0.1:11434/v1' }).optional(),
)

const httpUrl = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }))

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535')

/** The browsers' push services (Chrome, Firefox, Safari, Edge): the only endpoints Web Push posts to. */
const DEFAULT_WEB_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
].join(',')

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(5000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  WEB_DIST_DIR: optionalText,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(16, 'must be at least 16 characters (for example: openssl rand -hex 32)')
      .regex(/^\S+$/, 'must not contain spaces')
      .optional(),
  ),
  SUPPORT_EMAIL: optionalText.pipe(z.email({ error: 'must be an email address' }).optional()),
  COMMUNITY_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://discord.gg/orion' })
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  SMTP_HOST: optionalText,
  SMTP_PORT: port.optional(),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  MAIL_FROM: optionalText,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_RESEARCH_MODEL: optionalText,
  AI_LOCAL_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1, 'must be at least 1 ms')
    .default(120_000),
  AI_MAX_RETRIES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 10')
    .max(10, 'must be between 0 and 10')
    .default(2),
  AI_CONTEXT_WINDOW: z.coerce
    .number({ error: 'must be a number of tokens' })
    .int('must be a whole number of tokens')
    .min(1024, 'must be at least 1024 tokens')
    .default(128_000),
  AI_LOCAL_SEQUENCES: z.coerce
    .number({ error: 'must be a number of replies' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 16')
    .max(16, 'must be between 1 and 16')
    .default(4),
  AI_LOCAL_THREADS: z.coerce
    .number({ error: 'must be a number of threads' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .optional(),
  AI_MODEL_DOWNLOAD_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of a .gguf file' }).optional(),
  ),
  AI_MODEL_SHA256: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be a sha256 checksum: 64 hexadecimal characters')
      .transform((value) => value.toLowerCase())
      .optional(),
  ),
  AI_MODEL_SIZE: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(1, 'must be at least 1 byte')
    .optional(),
  AI_LOCAL_CONTEXT_SIZE: z.coerce
    .number({ error: 'must be a number of tokens' })
    .int('must be a whole number of tokens')
    .min(256, 'must be at least 256 tokens')
    .default(4096),
  SPEECH_BASE_URL: optionalUrl,
  SPEECH_API_KEY: optionalText,
  SPEECH_STT_BASE_URL: optionalUrl,
  SPEECH_STT_API_KEY: optionalText,
  SPEECH_TTS_MODEL: z.string().trim().min(1).default('tts-1'),
  SPEECH_STT_MODEL: z.string().trim().min(1).default('whisper-1'),
  SPEECH_VOICE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.+:-]{1,64}$/, 'must be a voice name such as ash, alloy or af_bella')
    .default('ash'),
  SPEECH_SPEED: z.coerce
    .number({ error: 'must be a number' })
    .min(0.25, 'must be between 0.25 and 4')
    .max(4, 'must be between 0.25 and 4')
    .default(1),
  SPEECH_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1, 'must be at least 1 ms')
    .default(30_000),
  AI_MODERATION_MODEL: optionalText,
  AI_SAFETY_CHECK_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100 ms')
    .default(8000),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  MICROSOFT_TENANT_ID: optionalText,
  GOOGLE_ISSUER: optionalUrl,
  MICROSOFT_ISSUER: optionalUrl,
  AUTH_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  EXEMPT_EMAILS: optionalText,
  TELEMETRY_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 3650')
    .max(3650, 'must be between 1 and 3650')
    .default(30),
  PROVIDER_PHOTO_ORIGINS: optionalText.pipe(
    z
      .string()
      .refine(
        (list) => list.split(',').every((entry) => URL.canParse(entry.trim())),
        'must be comma-separated origins, e.g. https://lh3.googleusercontent.com',
      )
      .optional(),
  ),
  PERSONAS_FILE: optionalText,
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_live_..., sk_test_... or rk_...)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z.string().startsWith('whsec_', 'must be a webhook signing secret (whsec_...)').optional(),
  ),
  STRIPE_PRICE_ID: optionalText.pipe(
    z.string().startsWith('price_', 'must be a Stripe Price id (price_...)').optional(),
  ),
  STRIPE_API_BASE: optionalUrl,
  AI_VISION: optionalText.pipe(
    z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional(),
  ),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  FILE_URL_TTL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(60, 'must be at least 60 seconds')
    .max(86_400, 'must be at most 86400 seconds (a day)')
    .default(1800),
  IMAGE_BASE_URL: optionalUrl,
  IMAGE_API_KEY: optionalText,
  IMAGE_MODEL: optionalText,
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),
  WEB_PUSH_SERVICES: optionalText.pipe(
    z
      .string()
      .refine(
        (list) => list.split(',').every((entry) => URL.canParse(entry.trim().replace('*.', ''))),
        'must be comma-separated origins, e.g. https://fcm.googleapis.com,https://*.notify.windows.com',
      )
      .optional(),
  ),
  FITBIT_CLIENT_ID: optionalText,
  FITBIT_CLIENT_SECRET: optionalText,
  FITBIT_AUTH_URL: httpUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
  FITBIT_TOKEN_URL: httpUrl.default('https://oauth2.googleapis.com/token'),
  FITBIT_REVOKE_URL: httpUrl.default('https://oauth2.googleapis.com/revoke'),
  FITBIT_API_BASE: httpUrl.default('https://health.googleapis.com'),
  FITBIT_TOKEN_KEY: optionalText.pipe(
    z
      .string()
      .regex(
        /^[0-9a-fA-F]{64}$/,
        'must be 32 bytes written as 64 hexadecimal characters (e.g. openssl rand -hex 32)',
      )
      .optional(),
  ),
  FITBIT_SYNC_INTERVAL_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int('must be a whole number of minutes')
    .min(5, 'must be between 5 and 1440 minutes')
    .max(1440, 'must be between 5 and 1440 minutes')
    .default(60),
})

export type Environment = z.input<typeof environmentSchema>

export type AiProviderKind = 'openai-compatible' | 'local-gguf' | 'none'

export interface AppConfig {
  env: 'development' | 'production' | 'test'
  version: string
  port: number
  host: string
  publicUrl: string
  logLevel: string
  dataDir: string
  database:
    | { kind: 'pglite'; dataDir: string }
    | {
        kind: 'postgres'
        url: string
        poolSize: number
        /** Server processes sharing the port (node:cluster, main.ts); PGlite is always one. */
        workers: number
      }
  webDistDir: string
  bodyLimitBytes: number
  trustProxy: boolean
  /** The bearer token /metrics requires; null: /metrics is not served. */
  metricsToken: string | null
  supportEmail: string | null
  /** The community chat the welcome panel links to; null hides the link. */
  communityUrl: string | null
  mail: {
    /** SMTP_URL, or SMTP_HOST + SMTP_PORT (+ SMTP_USER, SMTP_PASSWORD); null: messages go to the log. */
    smtp: { url: string } | { host: string; port: number; user?: string; password?: string } | null
    /** MAIL_FROM: the sender of every message. */
    from: string
  }
  ai: {
    provider: AiProviderKind
    baseUrl?: string
    apiKey?: string
    model?: string
    researchModel?: string
    localModel?: string
    /** AI_TIMEOUT_MS: the longest the provider may stay silent (before the first token, between chunks). */
    timeoutMs: number
    /** AI_MAX_RETRIES: retries on 429, 5xx and connection failures, never once a reply has started. */
    maxRetries: number
    /** AI_CONTEXT_WINDOW: tokens an OpenAI-compatible model accepts (prompt + reply). */
    contextWindow: number
    /** AI_LOCAL_CONTEXT_SIZE: the context a local GGUF model is given (capped by what it was trained on). */
    localContextSize: number
    /** AI_LOCAL_SEQUENCES: replies a local model generates at once (the personas and the safety
     * check), each with its own AI_LOCAL_CONTEXT_SIZE of cache. */
    localSequences: number
    /** AI_LOCAL_THREADS: CPU threads for a local model; unset, node-llama-cpp picks. */
    localThreads?: number
    /** AI_MODERATION_MODEL: the provider's /moderations model; unset, the safety check asks AI_MODEL. */
    moderationModel?: string
    /** AI_SAFETY_CHECK_TIMEOUT_MS: how long the model's safety check may take before it is ignored. */
    safetyCheckTimeoutMs: number
    /** Where hf: model URIs and the downloadable model go: DATA_DIR/models. */
    modelsDir: string
    /** The model `npm run model:pull` and the setup card download when no provider is set:
     * Orion's default (docs/decisions), or AI_MODEL_DOWNLOAD_URL + AI_MODEL_SHA256 (+ AI_MODEL_SIZE). */
    modelSource: ModelSource
    /** AI_VISION: pictures go to the model as image content (default: on for OpenAI-compatible). */
    vision: boolean
  }
  /** Where uploaded and generated files live (platform/storage). */
  storage:
    | { kind: 'local'; directory: string }
    | {
        kind: 's3'
        endpoint?: string
        bucket: string
        region: string
        accessKeyId?: string
        secretAccessKey?: string
        forcePathStyle: boolean
      }
  /** FILE_URL_TTL_SECONDS: how long a signed picture URL stays valid. */
  fileUrlTtlSeconds: number
  webPush: {
    /** VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY; null: generated once into DATA_DIR/vapid-keys.json. */
    keys: { publicKey: string; privateKey: string } | null
    /** VAPID_SUBJECT: how a push service reaches the operator (mailto: or https:). */
    subject: string
    /**
     * WEB_PUSH_SERVICES: the origins a subscription's endpoint may point at (a leading `*.` allows
     * any subdomain). The endpoint comes from the browser through the client, so it is checked
     * against this list before the server ever posts to it.
     */
    services: string[]
  }
  /** An OpenAI-compatible /images/generations provider, or null (the Imagine action is hidden). */
  imageGeneration: { baseUrl: string; apiKey?: string; model: string } | null
  speech: SpeechConfig
  oauth: {
    google: { clientId: string; clientSecret: string; issuer: string } | null
    microsoft: { clientId: string; clientSecret: string; tenantId: string; issuer: string } | null
  }
  auth: {
    /** AUTH_SECRET; when null the server keeps a generated one in DATA_DIR/auth-secret. */
    secret: string | null
    /** Lower-cased EXEMPT_EMAILS: these people skip the trial. */
    exemptEmails: string[]
    /**
     * PROVIDER_PHOTO_ORIGINS: the only places "Refresh Google photo" may fetch from (the identity
     * provider's photo servers); the URL itself always comes from the sign-in, never from a client.
     */
    providerPhotoOrigins: string[]
  }
  /** TELEMETRY_RETENTION_DAYS: interface events are deleted this many days after they arrive. */
  telemetryRetentionDays: number
  chat: {
    /** PERSONAS_FILE: a JSON array of { id, name, role, systemPrompt } replacing the three defaults. */
    personasFile: string | null
  }
  /** STRIPE_*: null when subscriptions are not set up (docs/decisions: no trial limit then). */
  billing: {
    secretKey: string
    webhookSecret: string
    priceId: string
    /** STRIPE_API_BASE: another Stripe-compatible API (a local fake); null for api.stripe.com. */
    apiBase: { protocol: 'http' | 'https'; host: string; port: number } | null
  } | null
  /** Fitbit Sync through the Google Health API (platform/wearables); null: not set up. */
  wearables: WearablesConfig | null
}

export interface WearablesConfig {
  /** FITBIT_CLIENT_ID/SECRET, or the Google sign-in client (GOOGLE_*) when the project serves both. */
  clientId: string
  clientSecret: string
  authUrl: string
  tokenUrl: string
  revokeUrl: string
  /** FITBIT_API_BASE: the Google Health API's origin (a local fake in tests). */
  apiBase: string
  /** FITBIT_TOKEN_KEY (hex); null: generated once into DATA_DIR/fitbit-token-key. */
  tokenKey: string | null
  /** FITBIT_SYNC_INTERVAL_MINUTES: how often the background job syncs each connected account. */
  syncIntervalMinutes: number
}

export interface SpeechEndpoint {
  baseUrl: string
  apiKey?: string
  model: string
  /** 'speech': SPEECH_* variables; 'chat-provider': AI_BASE_URL, used while it offers audio. */
  source: 'speech' | 'chat-provider'
}

export interface SpeechConfig {
  /** OpenAI-compatible /audio/speech; null: the web app reads aloud with the browser's voice. */
  tts: SpeechEndpoint | null
  /** OpenAI-compatible /audio/transcriptions; null: the web app uses the browser's recognition. */
  stt: SpeechEndpoint | null
  voice: string
  speed: number
  timeoutMs: number
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..')
const APP_VERSION = '0.1.0'

function pair(idName: string, id?: string, secretName?: string, secret?: string): string | null {
  if (Boolean(id) === Boolean(secret)) return null
  return id
    ? `${secretName}: is required when ${idName} is set`
    : `${idName}: is required when ${secretName} is set`
}

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const

/** Subscriptions need all three Stripe variables, or none. */
function stripeProblems(e: z.output<typeof environmentSchema>): string[] {
  const set = STRIPE_VARIABLES.filter((name) => e[name])
  if (set.length === 0 || set.length === STRIPE_VARIABLES.length) return []
  return STRIPE_VARIABLES.filter((name) => !e[name]).map(
    (name) => `${name}: is required when ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set`,
  )
}

/** The two VAPID keys must be one pair: the public key is the private key's point. */
function vapidKeyProblem(publicKey: string, privateKey: string): string | null {
  try {
    const ecdh = crypto.createECDH('prime256v1')
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'))
    if (ecdh.getPublicKey().toString('base64url') === publicKey) return null
  } catch {
    return 'VAPID_PRIVATE_KEY: is not a P-256 private key'
  }
  return 'VAPID_PUBLIC_KEY: does not belong to VAPID_PRIVATE_KEY'
}

/** A push service wants a way to reach the operator; without an email, the site's https address. */
function toHttpsSubject(publicUrl: string): string {
  const url = new URL(publicUrl)
  return url.protocol === 'https:' ? url.origin : `mailto:admin@${url.hostname}`
}

function stripeApiBase(url: string | undefined) {
  if (!url) return null
  const parsed = new URL(url)
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https'
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443
  return { protocol, host: parsed.hostname, port } as const
}

// Fitbit Sync uses its own OAuth client, or the Google sign-in client when one Google Cloud project
// serves both (the Google Health API is enabled on it); with neither, Fitbit Sync is not set up.
function wearablesConfig(e: z.output<typeof environmentSchema>): WearablesConfig | null {
  const clientId = e.FITBIT_CLIENT_ID ?? e.GOOGLE_CLIENT_ID
  const clientSecret = e.FITBIT_CLIENT_ID ? e.FITBIT_CLIENT_SECRET : e.GOOGLE_CLIENT_SECRET
  if (!clientId || !clientSecret) return null
  return {
    clientId,
    clientSecret,
    authUrl: e.FITBIT_AUTH_URL,
    tokenUrl: e.FITBIT_TOKEN_URL,
    revokeUrl: e.FITBIT_REVOKE_URL,
    apiBase: e.FITBIT_API_BASE.replace(/\/$/, ''),
    tokenKey: e.FITBIT_TOKEN_KEY?.toLowerCase() ?? null,
    syncIntervalMinutes: e.FITBIT_SYNC_INTERVAL_MINUTES,
  }
}

// Speech servers: SPEECH_BASE_URL (e.g. Speaches, Kokoro, OpenAI), SPEECH_STT_BASE_URL for a
// separate transcription server (whisper.cpp, faster-whisper); with neither, the chat provider's
// AI_BASE_URL, which the speech platform stops using once it answers that it has no audio routes.
function speechConfig(e: z.output<typeof environmentSchema>): SpeechConfig {
  const base = e.SPEECH_BASE_URL
    ? { baseUrl: e.SPEECH_BASE_URL, apiKey: e.SPEECH_API_KEY, source: 'speech' as const }
    : e.AI_BASE_URL
      ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, source: 'chat-provider' as const }
      : null
  const sttBase = e.SPEECH_STT_BASE_URL
    ? {
        baseUrl: e.SPEECH_STT_BASE_URL,
        apiKey: e.SPEECH_STT_API_KEY ?? e.SPEECH_API_KEY,
        source: 'speech' as const,
      }
    : base
  return {
    tts: base ? { ...base, model: e.SPEECH_TTS_MODEL } : null,
    stt: sttBase ? { ...sttBase, model: e.SPEECH_STT_MODEL } : null,
    voice: e.SPEECH_VOICE,
    speed: e.SPEECH_SPEED,
    timeoutMs: e.SPEECH_TIMEOUT_MS,
  }
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(
  environment: Record<string, string | undefined> = process.env,
): AppConfig {
  const parsed = environmentSchema.safeParse(environment)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment')
        const got = environment[name]
        return `${name}: ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`
      }),
    )
  }
  const e = parsed.data
  const problems = [
    pair('GOOGLE_CLIENT_ID', e.GOOGLE_CLIENT_ID, 'GOOGLE_CLIENT_SECRET', e.GOOGLE_CLIENT_SECRET),
    pair(
      'MICROSOFT_CLIENT_ID',
      e.MICROSOFT_CLIENT_ID,
      'MICROSOFT_CLIENT_SECRET',
      e.MICROSOFT_CLIENT_SECRET,
    ),
    e.AI_BASE_URL && !e.AI_MODEL
      ? 'AI_MODEL: is required when AI_BASE_URL is set (e.g. gpt-4o-mini, llama3.1)'
      : null,
    ...stripeProblems(e),
    pair('FITBIT_CLIENT_ID', e.FITBIT_CLIENT_ID, 'FITBIT_CLIENT_SECRET', e.FITBIT_CLIENT_SECRET),
    e.S3_BUCKET || !(e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)
      ? null
      : 'S3_BUCKET: is required when S3_ENDPOINT or S3 credentials are set',
    pair('S3_ACCESS_KEY_ID', e.S3_ACCESS_KEY_ID, 'S3_SECRET_ACCESS_KEY', e.S3_SECRET_ACCESS_KEY),
    e.IMAGE_BASE_URL && !e.IMAGE_MODEL
      ? 'IMAGE_MODEL: is required when IMAGE_BASE_URL is set (e.g. gpt-image-1, dall-e-3)'
      : null,
    !e.IMAGE_BASE_URL && (e.IMAGE_MODEL || e.IMAGE_API_KEY)
      ? 'IMAGE_BASE_URL: is required when IMAGE_MODEL or IMAGE_API_KEY is set'
      : null,
    e.SMTP_URL && e.SMTP_HOST ? 'SMTP_HOST: set either SMTP_URL or SMTP_HOST, not both' : null,
    (e.SMTP_USER || e.SMTP_PASSWORD || e.SMTP_PORT) && !e.SMTP_HOST
      ? 'SMTP_HOST: is required when SMTP_PORT, SMTP_USER or SMTP_PASSWORD is set'
      : null,
    e.AI_MODEL_DOWNLOAD_URL && !e.AI_MODEL_SHA256
      ? 'AI_MODEL_SHA256: is required when AI_MODEL_DOWNLOAD_URL is set (sha256sum of the file)'
      : null,
    !e.AI_MODEL_DOWNLOAD_URL && (e.AI_MODEL_SHA256 || e.AI_MODEL_SIZE)
      ? 'AI_MODEL_DOWNLOAD_URL: is required when AI_MODEL_SHA256 or AI_MODEL_SIZE is set'
      : null,
    e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL
      ? 'WEB_CONCURRENCY: more than one worker needs DATABASE_URL (PGlite is one process: it locks DATA_DIR)'
      : null,
    e.WEB_CONCURRENCY > 1 && !e.AI_BASE_URL
      ? 'WEB_CONCURRENCY: more than one worker needs a model server (AI_BASE_URL): each worker would load its own copy of the local model'
      : null,
    pair('VAPID_PUBLIC_KEY', e.VAPID_PUBLIC_KEY, 'VAPID_PRIVATE_KEY', e.VAPID_PRIVATE_KEY),
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? vapidKeyProblem(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY)
      : null,
    e.AI_BASE_URL && e.AI_LOCAL_MODEL
      ? 'AI_LOCAL_MODEL: set either AI_BASE_URL or AI_LOCAL_MODEL, not both'
      : null,
  ].filter((problem): problem is string => problem !== null)
  if (problems.length > 0) throw new ConfigError(problems)

  const dataDir = path.resolve(e.DATA_DIR)
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  const provider: AiProviderKind = e.AI_BASE_URL
    ? 'openai-compatible'
    : e.AI_LOCAL_MODEL
      ? 'local-gguf'
      : 'none'
  return {
    env: e.NODE_ENV,
    version: APP_VERSION,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    dataDir,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          workers: e.WEB_CONCURRENCY,
        }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN ?? null,
    supportEmail: e.SUPPORT_EMAIL ?? null,
    communityUrl: e.COMMUNITY_URL ?? null,
    mail: {
      smtp: e.SMTP_URL
        ? { url: e.SMTP_URL }
        : e.SMTP_HOST
          ? {
              host: e.SMTP_HOST,
              port: e.SMTP_PORT ?? 587,
              user: e.SMTP_USER,
              password: e.SMTP_PASSWORD,
            }
          : null,
      from: e.MAIL_FROM ?? `Orion <no-reply@${new URL(publicUrl).hostname}>`,
    },
    ai: {
      provider,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      researchModel: e.AI_RESEARCH_MODEL,
      localModel: e.AI_LOCAL_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      maxRetries: e.AI_MAX_RETRIES,
      contextWindow: e.AI_CONTEXT_WINDOW,
      localContextSize: e.AI_LOCAL_CONTEXT_SIZE,
      localSequences: e.AI_LOCAL_SEQUENCES,
      localThreads: e.AI_LOCAL_THREADS,
      moderationModel: e.AI_MODERATION_MODEL,
      safetyCheckTimeoutMs: e.AI_SAFETY_CHECK_TIMEOUT_MS,
      modelsDir: path.join(dataDir, 'models'),
      modelSource: e.AI_MODEL_DOWNLOAD_URL
        ? configuredModelSource(e.AI_MODEL_DOWNLOAD_URL, e.AI_MODEL_SHA256!, e.AI_MODEL_SIZE)
        : DEFAULT_MODEL_SOURCE,
      // A local GGUF model reads text only; OpenAI-compatible servers take image content.
      vision:
        e.AI_VISION === undefined
          ? provider === 'openai-compatible'
          : e.AI_VISION === 'true' || e.AI_VISION === '1',
    },
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local', directory: path.join(dataDir, 'files') },
    fileUrlTtlSeconds: e.FILE_URL_TTL_SECONDS,
    webPush: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject:
        e.VAPID_SUBJECT ??
        (e.SUPPORT_EMAIL ? `mailto:${e.SUPPORT_EMAIL}` : toHttpsSubject(publicUrl)),
      services: (e.WEB_PUSH_SERVICES ?? DEFAULT_WEB_PUSH_SERVICES)
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    },
    imageGeneration:
      e.IMAGE_BASE_URL && e.IMAGE_MODEL
        ? { baseUrl: e.IMAGE_BASE_URL, apiKey: e.IMAGE_API_KEY, model: e.IMAGE_MODEL }
        : null,
    speech: speechConfig(e),
    oauth: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? {
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
              issuer: (e.GOOGLE_ISSUER ?? 'https://accounts.google.com').replace(/\/$/, ''),
            }
          : null,
      microsoft:
        e.MICROSOFT_CLIENT_ID && e.MICROSOFT_CLIENT_SECRET
          ? {
              clientId: e.MICROSOFT_CLIENT_ID,
              clientSecret: e.MICROSOFT_CLIENT_SECRET,
              tenantId: e.MICROSOFT_TENANT_ID ?? 'common',
              issuer: (
                e.MICROSOFT_ISSUER ??
                `https://login.microsoftonline.com/${e.MICROSOFT_TENANT_ID ?? 'common'}/v2.0`
              ).replace(/\/$/, ''),
            }
          : null,
    },
    auth: {
      secret: e.AUTH_SECRET ?? null,
      exemptEmails: (e.EXEMPT_EMAILS ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
      providerPhotoOrigins: (e.PROVIDER_PHOTO_ORIGINS ?? DEFAULT_PROVIDER_PHOTO_ORIGINS)
        .split(',')
        .map((entry) => new URL(entry.trim()).origin),
    },
    telemetryRetentionDays: e.TELEMETRY_RETENTION_DAYS,
    chat: {
      personasFile: e.PERSONAS_FILE ? path.resolve(e.PERSONAS_FILE) : null,
    },
    billing:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceId: e.STRIPE_PRICE_ID,
            apiBase: stripeApiBase(e.STRIPE_API_BASE),
          }
        : null,
    wearables: wearablesConfig(e),
  }
}
