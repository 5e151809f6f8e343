import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { createAiProvider } from './create-ai-provider'

describe('createAiProvider', () => {
  it('gives no provider when none is configured', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-none-'))
    expect(createAiProvider(loadConfig({ DATA_DIR: dataDir }))).toBeNull()
    fs.rmSync(dataDir, { recursive: true })
  })

  it('talks to an OpenAI-compatible server when AI_BASE_URL is set', async () => {
    const ai = createAiProvider(
      loadConfig({
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_MODEL: 'llama3.1',
        AI_CONTEXT_WINDOW: '32768',
      }),
    )
    expect(ai).toMatchObject({
      kind: 'openai-compatible',
      modelName: 'llama3.1',
      supportsParallel: true,
      contextWindow: 32_768,
    })
    await ai?.close()
  })

  it('runs a GGUF model in process when AI_LOCAL_MODEL is set, loading it only when asked', async () => {
    const ai = createAiProvider(
      loadConfig({
        AI_LOCAL_MODEL: 'hf:someone/some-model-GGUF:Q4_K_M',
        AI_LOCAL_CONTEXT_SIZE: '2048',
      }),
    )
    expect(ai).toMatchObject({
      kind: 'local-gguf',
      modelName: 'hf:someone/some-model-GGUF:Q4_K_M',
      supportsParallel: true, // AI_LOCAL_SEQUENCES: 4 replies at once
      sequences: 4,
      contextWindow: 2048,
    })
    await ai?.close() // never loaded: nothing was downloaded
  })
})

describe('AI configuration (config.ts)', () => {
  it('has defaults for the timeout, retries and context sizes, and keeps downloads in DATA_DIR', () => {
    const { ai } = loadConfig({ DATA_DIR: '/srv/orion' })
    expect(ai).toMatchObject({
      timeoutMs: 120_000,
      maxRetries: 2,
      contextWindow: 128_000,
      localContextSize: 4096,
      localSequences: 4,
      modelsDir: '/srv/orion/models',
    })
  })

  it('names a bad AI_TIMEOUT_MS, AI_MAX_RETRIES or context size', () => {
    expect(() =>
      loadConfig({
        AI_TIMEOUT_MS: 'soon',
        AI_MAX_RETRIES: '50',
        AI_CONTEXT_WINDOW: '10',
        AI_LOCAL_CONTEXT_SIZE: '1.5',
      }),
    ).toThrow(
      /AI_TIMEOUT_MS: must be a number of milliseconds[\s\S]*AI_MAX_RETRIES: must be between 0 and 10[\s\S]*AI_CONTEXT_WINDOW: must be at least 1024 tokens[\s\S]*AI_LOCAL_CONTEXT_SIZE: must be a whole number of tokens/,
    )
  })
})
