import type { AppConfig } from '../../config'
import type { AiProvider } from './ai-provider'
import { createLocalGgufProvider } from './local-gguf'
import { createOpenAiCompatibleProvider } from './openai-compatible'

/** The provider config.ts chose, or null when none is configured. */
export function createAiProvider(
  config: Pick<AppConfig, 'ai'>,
  options: { showDownloadProgress?: boolean } = {},
): AiProvider | null {
  const { ai } = config
  switch (ai.provider) {
    case 'none':
      return null // buildApp then offers the downloadable local model (downloadable-model.ts)
    case 'openai-compatible':
      return createOpenAiCompatibleProvider({
        baseUrl: required(ai.baseUrl, 'AI_BASE_URL'),
        apiKey: ai.apiKey,
        model: required(ai.model, 'AI_MODEL'),
        researchModel: ai.researchModel,
        timeoutMs: ai.timeoutMs,
        maxRetries: ai.maxRetries,
        contextWindow: ai.contextWindow,
        moderationModel: ai.moderationModel,
      })
    case 'local-gguf':
      return createLocalGgufProvider({
        model: required(ai.localModel, 'AI_LOCAL_MODEL'),
        modelsDir: ai.modelsDir,
        contextSize: ai.localContextSize,
        sequences: ai.localSequences,
        threads: ai.localThreads,
        showDownloadProgress: options.showDownloadProgress,
      })
  }
}

function required(value: string | undefined, name: string): string {
  // config.ts guarantees these for its provider; this only guards hand-built configs (tests)
  if (!value) throw new Error(`${name} is required for the configured AI provider`)
  return value
}
