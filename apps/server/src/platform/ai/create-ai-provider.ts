import type { AppConfig } from '../../config'
import type { AiProvider } from './ai-provider'
import { createLocalGgufProvider } from './local-gguf'
import { isModelDownloaded, modelPath } from './model-download'
import { createOpenAiCompatibleProvider } from './openai-compatible'

/** The provider config.ts chose, else the downloaded default model, else null (the chat says so). */
export function createAiProvider(
  config: Pick<AppConfig, 'ai'>,
  options: { showDownloadProgress?: boolean } = {},
): AiProvider | null {
  const { ai } = config
  switch (ai.provider) {
    case 'none':
      // The model `npm run model:pull` (or the setup card) downloaded, once it is whole and checked.
      return isModelDownloaded(ai.modelSource, ai.modelsDir)
        ? createLocalGgufProvider({
            model: modelPath(ai.modelSource, ai.modelsDir),
            modelsDir: ai.modelsDir,
            contextSize: ai.localContextSize,
            sequences: ai.localSequences,
          })
        : null
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
        showDownloadProgress: options.showDownloadProgress,
      })
  }
}

function required(value: string | undefined, name: string): string {
  // config.ts guarantees these for its provider; this only guards hand-built configs (tests)
  if (!value) throw new Error(`${name} is required for the configured AI provider`)
  return value
}
