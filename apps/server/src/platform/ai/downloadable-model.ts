import fs from 'node:fs'
import type { AiProvider } from './ai-provider'
import { AiProviderError } from './ai-provider'
import { createLocalGgufProvider, type LocalGgufProvider } from './local-gguf'
import {
  downloadModel,
  isModelDownloaded,
  ModelDownloadError,
  modelPath,
  type DownloadProgress,
  type ModelSource,
} from './model-download'

// The local model of a server with no AI provider configured (docs/decisions/0017): the chat's
// setup card downloads it (or `npm run model:pull` does, beside the running server), and once the
// file is whole and checked it is loaded and answers, without a restart. Features receive
// `provider`, which says `available: false` until then, so they answer "no model" as before.

export type LocalModelState = 'missing' | 'downloading' | 'loading' | 'ready' | 'failed'

export type LocalModelEvent =
  | { type: 'progress'; progress: DownloadProgress }
  | { type: 'loading' }
  | { type: 'ready'; model: string; contextSize: number; sequences: number }
  | { type: 'failed'; message: string }

export interface LocalModelStatus {
  state: LocalModelState
  progress: DownloadProgress | null
  error: string | null
  /** Once loaded: its context size per sequence, and how many replies it generates at once. */
  contextSize: number | null
  sequences: number
  /** Seconds the last load took. */
  loadSeconds: number | null
}

export interface DownloadableModel {
  readonly source: ModelSource
  /** Hand this to the features: it answers once the model is ready. */
  readonly provider: AiProvider
  status(): LocalModelStatus
  /** Starts the download (or joins the one under way); resolves when the model is ready. */
  download(): Promise<void>
  /** Loads the model if its file is on disk (downloaded by `npm run model:pull`). */
  refresh(): void
  subscribe(listener: (event: LocalModelEvent) => void): () => void
  close(): Promise<void>
}

export interface DownloadableModelOptions {
  source: ModelSource
  modelsDir: string
  contextSize: number
  sequences: number
  threads?: number
  log?: { info(message: string): void; error(object: object, message: string): void }
}

export function createDownloadableModel(options: DownloadableModelOptions): DownloadableModel {
  const { source, modelsDir } = options
  const listeners = new Set<(event: LocalModelEvent) => void>()
  let state: LocalModelState = 'missing'
  let progress: DownloadProgress | null = null
  let error: string | null = null
  let loadSeconds: number | null = null
  let local: LocalGgufProvider | null = null
  let working: Promise<void> | null = null
  let watcher: fs.FSWatcher | null = null

  const emit = (event: LocalModelEvent) => {
    for (const listener of listeners) listener(event)
  }

  async function load() {
    state = 'loading'
    emit({ type: 'loading' })
    const provider = createLocalGgufProvider({
      model: modelPath(source, modelsDir),
      modelsDir,
      contextSize: options.contextSize,
      sequences: options.sequences,
      threads: options.threads,
    })
    const started = performance.now()
    await provider.load()
    loadSeconds = (performance.now() - started) / 1000
    local = provider
    state = 'ready'
    options.log?.info(
      `AI: local model ${source.fileName} loaded in ${loadSeconds.toFixed(1)} s (context ` +
        `${provider.contextWindow} tokens x ${provider.sequences} sequences), no restart needed`,
    )
    emit({
      type: 'ready',
      model: source.name,
      contextSize: provider.contextWindow,
      sequences: provider.sequences,
    })
  }

  function run(work: () => Promise<void>): Promise<void> {
    working ??= work()
      .catch((caught: unknown) => {
        state = 'failed'
        error =
          caught instanceof ModelDownloadError || caught instanceof AiProviderError
            ? caught.message
            : `The model could not be prepared: ${(caught as Error).message}`
        options.log?.error({ err: caught }, 'the local model could not be prepared')
        emit({ type: 'failed', message: error })
        throw caught
      })
      .finally(() => (working = null))
    return working
  }

  function refresh() {
    if (local || working || !isModelDownloaded(source, modelsDir)) return
    void run(load).catch(() => undefined)
  }

  // `npm run model:pull` renames the checked file into place: load it when that happens.
  try {
    fs.mkdirSync(modelsDir, { recursive: true })
    watcher = fs.watch(modelsDir, () => refresh())
    watcher.unref()
  } catch {
    watcher = null // no watching (e.g. a read-only disk): the next request's refresh() still sees it
  }

  const provider: AiProvider = {
    kind: 'local-gguf',
    modelName: source.fileName,
    supportsParallel: options.sequences > 1,
    get available() {
      if (!local) refresh()
      return local !== null
    },
    get contextWindow() {
      return local?.contextWindow ?? options.contextSize
    },
    countTokens: (text) => (local ? local.countTokens(text) : Math.ceil(text.length / 4)),
    stream(request) {
      if (!local) throw new AiProviderError('not_configured', 'The local model is not ready yet.')
      return local.stream(request)
    },
    complete(request) {
      if (!local) {
        return Promise.reject(
          new AiProviderError('not_configured', 'The local model is not ready yet.'),
        )
      }
      return local.complete(request)
    },
    close: async () => {
      watcher?.close()
      await working?.catch(() => undefined)
      await local?.close()
      local = null
    },
  }

  return {
    source,
    provider,
    status: () => ({
      state,
      progress,
      error,
      contextSize: local?.contextWindow ?? null,
      sequences: options.sequences,
      loadSeconds,
    }),
    download() {
      if (local) return Promise.resolve()
      return run(async () => {
        state = 'downloading'
        error = null
        await downloadModel(source, modelsDir, {
          onProgress(next) {
            progress = next
            emit({ type: 'progress', progress: next })
          },
        })
        await load()
      })
    },
    refresh,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: () => provider.close(),
  }
}
