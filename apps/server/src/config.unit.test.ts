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

  it('requires the secret with the client id of a sign-in provider', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      'GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set',
    )
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

  it('takes an http(s) COMMUNITY_URL for the welcome panel, and nothing else', () => {
    expect(loadConfig({}).communityUrl).toBeNull()
    expect(loadConfig({ COMMUNITY_URL: 'https://discord.gg/orion' }).communityUrl).toBe(
      'https://discord.gg/orion',
    )
    expect(() => loadConfig({ COMMUNITY_URL: 'javascript:alert(1)' })).toThrow(
      'COMMUNITY_URL: must be an http(s) URL',
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
