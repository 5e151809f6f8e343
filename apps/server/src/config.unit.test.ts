import crypto from 'node:crypto'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('runs offline with no configuration: PGlite in ./data, port 5000, no AI provider', () => {
    const config = loadConfig({})
    expect(config.port).toBe(5000)
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data/db') })
    expect(config.ai.provider).toBe('none')
    expect(config.oauth).toEqual({ google: null, microsoft: null })
  })

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/orion' })
    expect(config.database).toMatchObject({
      kind: 'postgres',
      url: 'postgres://u@127.0.0.1:5432/orion',
    })
  })

  it('runs WEB_CONCURRENCY workers only with PostgreSQL and a model server', () => {
    const postgres = { DATABASE_URL: 'postgres://u@127.0.0.1:5432/orion' }
    const model = { AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' }
    expect(loadConfig(postgres).database).toMatchObject({ workers: 1 })
    expect(loadConfig({ ...postgres, ...model, WEB_CONCURRENCY: '2' }).database).toMatchObject({
      kind: 'postgres',
      workers: 2,
    })
    expect(() => loadConfig({ ...model, WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY: more than one worker needs DATABASE_URL',
    )
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY: more than one worker needs a model server (AI_BASE_URL)',
    )
    expect(() => loadConfig({ ...postgres, ...model, WEB_CONCURRENCY: '0' })).toThrow(
      'WEB_CONCURRENCY',
    )
  })

  it('fails fast naming each bad variable and what it got', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', AI_BASE_URL: 'not a url' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      const message = (error as Error).message
      expect(message).toContain('PORT: must be a number (got "abc")')
      expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://')
      expect(message).toContain('AI_BASE_URL: must be a URL')
    }
  })

  it('serves /metrics only with a METRICS_TOKEN of 16+ characters', () => {
    expect(loadConfig({}).metricsToken).toBeNull()
    expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef ' }).metricsToken).toBe(
      '0123456789abcdef',
    )
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: must be at least 16 characters',
    )
  })

  it('requires the secret with the client id of a sign-in provider', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      'GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set',
    )
  })

  it('takes a VAPID key pair only whole and matching, else generates one (keys: null)', () => {
    const ecdh = crypto.createECDH('prime256v1')
    ecdh.generateKeys()
    const publicKey = ecdh.getPublicKey().toString('base64url')
    const privateKey = ecdh.getPrivateKey().toString('base64url')
    expect(loadConfig({}).webPush.keys).toBeNull()
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).webPush.keys,
    ).toEqual({ publicKey, privateKey })
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      'VAPID_PRIVATE_KEY: is required when VAPID_PUBLIC_KEY is set',
    )
    const other = crypto.createECDH('prime256v1')
    other.generateKeys()
    expect(() =>
      loadConfig({
        VAPID_PUBLIC_KEY: other.getPublicKey().toString('base64url'),
        VAPID_PRIVATE_KEY: privateKey,
      }),
    ).toThrow('VAPID_PUBLIC_KEY: does not belong to VAPID_PRIVATE_KEY')
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(
      'VAPID_SUBJECT: must be a mailto: address or an https:// URL',
    )
    expect(loadConfig({ SUPPORT_EMAIL: 'help@example.com' }).webPush.subject).toBe(
      'mailto:help@example.com',
    )
    expect(loadConfig({}).webPush.services).toContain('https://fcm.googleapis.com')
  })

  it('picks the AI provider from the variables', () => {
    expect(
      loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3' }).ai.provider,
    ).toBe('openai-compatible')
    expect(loadConfig({ AI_LOCAL_MODEL: './model.gguf' }).ai.provider).toBe('local-gguf')
    expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(
      'AI_MODEL: is required',
    )
  })

  it("downloads Orion's pinned default model unless AI_MODEL_DOWNLOAD_URL names another, with its checksum", () => {
    const fallback = loadConfig({ DATA_DIR: '/srv/orion' }).ai
    expect(fallback.modelsDir).toBe(path.resolve('/srv/orion/models'))
    expect(fallback.modelSource).toMatchObject({
      fileName: 'qwen2.5-1.5b-instruct-q4_k_m.gguf',
      sha256: '6a1a2eb6d15622bf3c96857206351ba97e1af16c30d7a74ee38970e434e9407e',
      size: 1_117_320_736,
      licence: 'Apache-2.0',
    })
    expect(fallback.modelSource.url).toMatch(/\/resolve\/[0-9a-f]{40}\//)
    const sha = 'AB'.repeat(32)
    expect(
      loadConfig({
        AI_MODEL_DOWNLOAD_URL: 'http://127.0.0.1:8080/files/tiny.gguf',
        AI_MODEL_SHA256: sha,
        AI_MODEL_SIZE: '1750560',
      }).ai.modelSource,
    ).toMatchObject({ fileName: 'tiny.gguf', sha256: sha.toLowerCase(), size: 1_750_560 })
    expect(() => loadConfig({ AI_MODEL_DOWNLOAD_URL: 'http://127.0.0.1/tiny.gguf' })).toThrow(
      'AI_MODEL_SHA256: is required when AI_MODEL_DOWNLOAD_URL is set',
    )
    expect(() =>
      loadConfig({ AI_MODEL_DOWNLOAD_URL: 'http://127.0.0.1/t.gguf', AI_MODEL_SHA256: 'abc' }),
    ).toThrow('AI_MODEL_SHA256: must be a sha256 checksum: 64 hexadecimal characters')
    expect(() =>
      loadConfig({ AI_MODEL_DOWNLOAD_URL: 'file:///etc/passwd', AI_MODEL_SHA256: sha }),
    ).toThrow('AI_MODEL_DOWNLOAD_URL: must be an http(s) URL of a .gguf file')
  })

  it('takes an http(s) COMMUNITY_URL for the welcome panel, and nothing else', () => {
    expect(loadConfig({}).communityUrl).toBeNull()
    expect(loadConfig({ COMMUNITY_URL: 'https://discord.gg/orion' }).communityUrl).toBe(
      'https://discord.gg/orion',
    )
    expect(() => loadConfig({ COMMUNITY_URL: 'javascript:alert(1)' })).toThrow(
      'COMMUNITY_URL: must be an http(s) URL',
    )
  })

  it('sets up Fitbit Sync with its own client, or the Google sign-in client, else not at all', () => {
    expect(loadConfig({}).wearables).toBeNull()
    const own = loadConfig({ FITBIT_CLIENT_ID: 'fit', FITBIT_CLIENT_SECRET: 'fit-secret' })
    expect(own.wearables).toMatchObject({
      clientId: 'fit',
      clientSecret: 'fit-secret',
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      revokeUrl: 'https://oauth2.googleapis.com/revoke',
      apiBase: 'https://health.googleapis.com',
      tokenKey: null,
      syncIntervalMinutes: 60,
    })
    const shared = loadConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g-secret' })
    expect(shared.wearables).toMatchObject({ clientId: 'g', clientSecret: 'g-secret' })
    expect(() => loadConfig({ FITBIT_CLIENT_ID: 'fit' })).toThrow(
      'FITBIT_CLIENT_SECRET: is required when FITBIT_CLIENT_ID is set',
    )
    expect(() => loadConfig({ FITBIT_TOKEN_KEY: 'short' })).toThrow(
      'FITBIT_TOKEN_KEY: must be 32 bytes written as 64 hexadecimal characters',
    )
    expect(() => loadConfig({ FITBIT_API_BASE: 'ftp://example.com' })).toThrow(
      'FITBIT_API_BASE: must be an http(s) URL',
    )
    expect(() => loadConfig({ FITBIT_SYNC_INTERVAL_MINUTES: '1' })).toThrow(
      'FITBIT_SYNC_INTERVAL_MINUTES: must be between 5 and 1440 minutes',
    )
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', AI_BASE_URL: '  ' }).database.kind).toBe('pglite')
  })

  it('keeps files on disk by default, and in S3 when S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/orion' }).storage).toEqual({
      kind: 'local',
      directory: path.resolve('/srv/orion/files'),
    })
    const config = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'orion',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(config.storage).toMatchObject({
      kind: 's3',
      bucket: 'orion',
      region: 'us-east-1',
      forcePathStyle: true,
    })
  })

  it('names what is missing for S3 and the image provider', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_BUCKET: is required when S3_ENDPOINT or S3 credentials are set',
    )
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      'S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set',
    )
    expect(() => loadConfig({ IMAGE_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(
      'IMAGE_MODEL: is required when IMAGE_BASE_URL is set',
    )
    expect(loadConfig({}).imageGeneration).toBeNull()
  })

  it('sends pictures to OpenAI-compatible models unless AI_VISION=false', () => {
    const remote = { AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llava' }
    expect(loadConfig(remote).ai.vision).toBe(true)
    expect(loadConfig({ ...remote, AI_VISION: 'false' }).ai.vision).toBe(false)
    expect(loadConfig({ AI_LOCAL_MODEL: './m.gguf' }).ai.vision).toBe(false)
  })
})
