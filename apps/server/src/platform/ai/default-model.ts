import path from 'node:path'
import type { ModelSource } from './model-download'

// Orion's default local model (docs/decisions/0017-default-local-model.md): downloaded by
// `npm run model:pull` or the chat's setup card when no AI provider is configured. Pinned to one
// revision of the repository, so the checksum below always describes the file at that URL.
const REVISION = '91cad51170dc346986eccefdc2dd33a9da36ead9'

export const DEFAULT_MODEL_SOURCE: ModelSource = {
  name: 'Qwen2.5 1.5B Instruct (Q4_K_M)',
  url: `https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/${REVISION}/qwen2.5-1.5b-instruct-q4_k_m.gguf`,
  fileName: 'qwen2.5-1.5b-instruct-q4_k_m.gguf',
  sha256: '6a1a2eb6d15622bf3c96857206351ba97e1af16c30d7a74ee38970e434e9407e',
  size: 1_117_320_736,
  licence: 'Apache-2.0',
  licenceUrl: `https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/blob/${REVISION}/LICENSE`,
}

/** AI_MODEL_DOWNLOAD_URL + AI_MODEL_SHA256 (+ AI_MODEL_SIZE): another GGUF file to download. */
export function configuredModelSource(url: string, sha256: string, size?: number): ModelSource {
  const fileName = path.basename(decodeURIComponent(new URL(url).pathname)) || 'model.gguf'
  return {
    name: fileName,
    url,
    fileName: fileName.endsWith('.gguf') ? fileName : `${fileName}.gguf`,
    sha256,
    size: size ?? null,
    licence: null,
    licenceUrl: null,
  }
}
