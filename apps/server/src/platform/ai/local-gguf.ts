import fs from 'node:fs'
import path from 'node:path'
import type { ChatHistoryItem, Llama, LlamaChat, LlamaContext, LlamaModel } from 'node-llama-cpp'
import { AiProviderError, type AiProvider, type ChatMessage } from './ai-provider'
import { cancelledError } from './provider-errors'
import { createTurnQueue } from './turn-queue'

// A GGUF model run in process by node-llama-cpp: the fully offline mode.
// One model, one context with `sequences` sequences (AI_LOCAL_SEQUENCES): that many replies are
// generated at once, node-llama-cpp evaluating their next tokens in one batch, so the three
// personas stream together. Further requests wait their turn, first come first served. Memory is
// bounded whatever the traffic: the model once, plus `contextSize` tokens of cache per sequence.

export interface LocalGgufOptions {
  /** AI_LOCAL_MODEL: a file path, or a URI node-llama-cpp resolves (hf:user/repo:quant, https://). */
  model: string
  /** Where URIs are downloaded to (DATA_DIR/models); a download happens once. */
  modelsDir: string
  /** Upper bound for the context of each sequence; the model's training context may lower it. */
  contextSize: number
  /** Replies generated at once (one context sequence each); 1 answers one request at a time. */
  sequences?: number
  /** CPU threads for generation; node-llama-cpp picks when unset. Tests use 1: the tiny model
   * gains nothing from more, and on a busy machine extra threads mostly wait for each other. */
  threads?: number
  /** Draw a download progress bar in the terminal (main.ts); off in tests. */
  showDownloadProgress?: boolean
}

export interface LocalGgufProvider extends AiProvider {
  readonly kind: 'local-gguf'
  /** Resolves (downloading once if needed) and loads the model; later calls share the first. */
  load(): Promise<void>
  /** The chat template in use (from the GGUF metadata), once loaded: e.g. 'Llama3_1', 'Jinja'. */
  readonly chatTemplate: string | null
  /** The exact text the model is given for these messages, with its chat template applied. */
  formatPrompt(messages: ChatMessage[]): string
  /** Replies generated at once. */
  readonly sequences: number
  /** Bytes in memory once loaded: the model's, and the contexts' (node-llama-cpp's estimate). */
  readonly memory: { modelBytes: number; contextBytes: number } | null
}

export function isLocalGgufProvider(ai: AiProvider | null): ai is LocalGgufProvider {
  return ai?.kind === 'local-gguf'
}

interface Loaded {
  llama: Llama
  model: LlamaModel
  context: LlamaContext
  /** One chat per context sequence; a request borrows one from the queue. */
  chats: LlamaChat[]
  turns: TurnQueue<LlamaChat>
}

type TurnQueue<T> = ReturnType<typeof createTurnQueue<T>>

const isUri = (value: string) => /^(hf:|huggingface:|https?:\/\/)/i.test(value)

function toHistory(messages: ChatMessage[]): ChatHistoryItem[] {
  const history: ChatHistoryItem[] = messages.map((message) =>
    message.role === 'assistant'
      ? { type: 'model', response: [message.content] }
      : { type: message.role, text: message.content },
  )
  history.push({ type: 'model', response: [] }) // the reply the model writes next
  return history
}

export function createLocalGgufProvider(options: LocalGgufOptions): LocalGgufProvider {
  let loading: Promise<Loaded> | null = null
  let loaded: Loaded | null = null
  const sequences = options.sequences ?? 1

  async function loadModel(): Promise<Loaded> {
    // Imported here: the module alone takes ~0.6 s to load, a cost only this provider should pay.
    const { getLlama, LlamaChat, resolveModelFile } = await import('node-llama-cpp')
    let modelPath: string
    if (isUri(options.model)) {
      fs.mkdirSync(options.modelsDir, { recursive: true })
      try {
        modelPath = await resolveModelFile(options.model, {
          directory: options.modelsDir,
          cli: options.showDownloadProgress ?? false,
        })
      } catch (error) {
        throw new AiProviderError(
          'unavailable',
          `The model ${options.model} (AI_LOCAL_MODEL) could not be downloaded: ${(error as Error).message}`,
          { cause: error },
        )
      }
    } else {
      modelPath = path.resolve(options.model)
      if (!fs.existsSync(modelPath)) {
        throw new AiProviderError(
          'not_configured',
          `The model file ${modelPath} (AI_LOCAL_MODEL) does not exist.`,
        )
      }
    }
    const llama = await getLlama()
    try {
      const model = await llama.loadModel({ modelPath })
      const context = await model.createContext({
        contextSize: { max: options.contextSize },
        sequences,
        ...(options.threads === undefined ? {} : { threads: options.threads }),
      })
      const chats = Array.from(
        { length: sequences },
        () => new LlamaChat({ contextSequence: context.getSequence() }),
      )
      return { llama, model, context, chats, turns: createTurnQueue(chats) }
    } catch (error) {
      await llama.dispose()
      throw new AiProviderError(
        'unavailable',
        `The model ${modelPath} (AI_LOCAL_MODEL) could not be loaded: ${(error as Error).message}`,
        { cause: error },
      )
    }
  }

  function load() {
    loading ??= loadModel().then(
      (result) => (loaded = result),
      (error: unknown) => {
        loading = null // a later request may try again (e.g. after a network failure)
        throw error
      },
    )
    return loading
  }

  function requireLoaded(): Loaded {
    if (!loaded) {
      throw new AiProviderError('unavailable', 'The local model has not finished loading yet.')
    }
    return loaded
  }

  async function* stream(request: Parameters<AiProvider['stream']>[0]): AsyncGenerator<string> {
    const { signal } = request
    if (signal?.aborted) throw cancelledError()
    const { turns } = await load()
    const { slot: chat, release } = await turns.take(signal)
    const stop = new AbortController() // the caller's signal, or the caller leaving the loop early
    const forward = () => stop.abort()
    signal?.addEventListener('abort', forward, { once: true })

    const pending: string[] = []
    let finished = false
    let failure: unknown = null
    let wake: (() => void) | null = null
    const generation = chat
      .generateResponse(toHistory(request.messages), {
        signal: stop.signal,
        stopOnAbortSignal: true,
        ...(request.maxTokens === undefined ? {} : { maxTokens: request.maxTokens }),
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
        onTextChunk(text) {
          if (text) pending.push(text)
          wake?.()
        },
      })
      .catch((error: unknown) => void (failure = error))
      .finally(() => {
        finished = true
        wake?.()
      })

    try {
      while (!stop.signal.aborted) {
        const text = pending.splice(0).join('')
        if (text) yield text
        else if (finished) break
        else await new Promise<void>((resolve) => (wake = resolve))
      }
      if (signal?.aborted) throw cancelledError()
      if (failure) throw toLocalError(failure)
    } finally {
      signal?.removeEventListener('abort', forward)
      stop.abort()
      await generation // the sequence is free only once generation has stopped
      release()
    }
  }

  return {
    kind: 'local-gguf',
    modelName: isUri(options.model) ? options.model : path.basename(options.model),
    supportsParallel: sequences > 1,
    sequences,
    get contextWindow() {
      return loaded?.context.contextSize ?? options.contextSize
    },
    get chatTemplate() {
      return loaded?.chats[0]!.chatWrapper.wrapperName ?? null
    },
    get memory() {
      if (!loaded) return null
      return { modelBytes: loaded.model.size, contextBytes: loaded.context.memoryUsage.ram }
    },
    load: async () => void (await load()),
    countTokens: (text) => requireLoaded().model.tokenize(text).length,
    formatPrompt: (messages) =>
      requireLoaded()
        .chats[0]!.chatWrapper.generateContextState({ chatHistory: toHistory(messages) })
        .contextText.toString(),
    stream,
    async complete(request) {
      let reply = ''
      for await (const text of stream(request)) reply += text
      return reply
    },
    async close() {
      const current = loading
      loading = null
      loaded = null
      const resources = await current?.catch(() => null)
      if (!resources) return
      for (const chat of resources.chats) chat.dispose()
      await resources.context.dispose()
      await resources.model.dispose()
      await resources.llama.dispose()
    },
  }
}

function toLocalError(error: unknown): AiProviderError {
  if (error instanceof AiProviderError) return error
  const message = error instanceof Error ? error.message : String(error)
  return /context/i.test(message)
    ? new AiProviderError(
        'context_too_long',
        `The conversation is too long for the local model: ${message}`,
        {
          cause: error,
        },
      )
    : new AiProviderError('unavailable', `The local model failed: ${message}`, { cause: error })
}
