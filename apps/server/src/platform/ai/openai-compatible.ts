import OpenAI from 'openai'
import type {
  ChatCompletionCreateParamsBase,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions'
import { createRequire } from 'node:module'
import type * as O200kBase from 'gpt-tokenizer/encoding/o200k_base'
import type { AiProvider, ChatMessage, CompletionRequest } from './ai-provider'
import { CANCELLED, TIMED_OUT, cancelledError, toAiProviderError } from './provider-errors'

// Any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp server, LM Studio, OpenRouter)
// through the official SDK. The SDK retries 429, 5xx and failed connections with exponential
// backoff (honouring Retry-After); it never retries once a streamed reply has begun.

export interface OpenAiCompatibleOptions {
  baseUrl: string
  /** Empty for servers that need none (Ollama, llama.cpp). */
  apiKey?: string
  model: string
  researchModel?: string
  /** The longest the provider may stay silent: before the first token, between chunks. */
  timeoutMs: number
  maxRetries: number
  contextWindow: number
  /** A /moderations model (e.g. omni-moderation-latest); unset when the provider has none. */
  moderationModel?: string
}

// o200k_base is the encoding of today's OpenAI models (GPT-4o, 4.1, 5, o-series). For Llama, Qwen
// or Mistral behind Ollama it is an estimate, and a closer one than cl100k_base because their
// vocabularies are similarly large (128k-150k tokens). Its tables take ~70 MB and ~0.2 s, so they
// load on the first count, not at start. Special-token text a person types ("<|endoftext|>") is
// counted as text, not refused.
type Tokenizer = typeof O200kBase
let tokenizer: Tokenizer | null = null
const countAsText = { disallowedSpecial: new Set<string>() }
function countTokens(text: string) {
  tokenizer ??= createRequire(import.meta.url)('gpt-tokenizer/cjs/encoding/o200k_base') as Tokenizer
  return tokenizer.countTokens(text, countAsText)
}

/** A message on the wire: pictures become image content parts (the OpenAI vision format). */
function toWire(message: ChatMessage): ChatCompletionMessageParam {
  if (message.role !== 'user' || !message.images?.length) {
    return { role: message.role, content: message.content }
  }
  return {
    role: 'user',
    content: [
      ...(message.content ? [{ type: 'text' as const, text: message.content }] : []),
      ...message.images.map((url) => ({ type: 'image_url' as const, image_url: { url } })),
    ],
  }
}

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey || 'not-needed',
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
  })
  const modelFor = (request: CompletionRequest) =>
    request.model === 'research' ? (options.researchModel ?? options.model) : options.model

  // Set when the provider refused a request because of its tools: they are not offered again.
  let toolsRefused = false

  function parameters(
    request: CompletionRequest,
    withTools = false,
  ): ChatCompletionCreateParamsBase {
    const tools = withTools && request.tools?.length ? request.tools : null
    return {
      model: modelFor(request),
      messages: request.messages.map(toWire),
      ...(tools
        ? {
            tools: tools.map((tool) => ({ type: 'function' as const, function: tool })),
            tool_choice: 'auto' as const,
          }
        : {}),
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
    }
  }

  /** One request's stop switch: the caller's signal, and a timer for a provider gone silent. */
  function watch(request: CompletionRequest) {
    const controller = new AbortController()
    const cancel = () => controller.abort(CANCELLED)
    request.signal?.addEventListener('abort', cancel, { once: true })
    let timer: NodeJS.Timeout | undefined
    const rearm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => controller.abort(TIMED_OUT), options.timeoutMs)
    }
    rearm()
    const failure = (error: unknown) =>
      toAiProviderError(error, {
        baseUrl: options.baseUrl,
        model: modelFor(request),
        timeoutMs: options.timeoutMs,
        stopReason: controller.signal.reason,
      })
    /** Settles as soon as the request is stopped, even while the SDK waits to retry. */
    const untilStopped = <T>(work: Promise<T>) =>
      Promise.race([
        work,
        new Promise<never>((_resolve, reject) => {
          const stop = () => reject(failure(controller.signal.reason))
          if (controller.signal.aborted) stop()
          controller.signal.addEventListener('abort', stop, { once: true })
        }),
      ])
    return {
      signal: controller.signal,
      rearm,
      failure,
      untilStopped,
      /** `completed`: the answer was read to its end, so there is no HTTP request left to cancel. */
      finish(completed = false) {
        clearTimeout(timer)
        request.signal?.removeEventListener('abort', cancel)
        // Cancels the HTTP request when the caller left early or it failed. Not on success: abort()
        // builds an AbortError (a DOMException with its stack) on every call (issue 19).
        if (!completed) controller.abort()
      },
    }
  }

  return {
    kind: 'openai-compatible',
    modelName: options.researchModel
      ? `${options.model} (research: ${options.researchModel})`
      : options.model,
    supportsParallel: true,
    contextWindow: options.contextWindow,

    countTokens,

    async *stream(request) {
      if (request.signal?.aborted) throw cancelledError()
      let withTools = Boolean(request.tools?.length) && !toolsRefused
      for (;;) {
        const call = watch(request)
        let yielded = false
        let completed = false
        const calls = new Map<number, { name: string; arguments: string }>()
        try {
          const chunks = await call.untilStopped(
            client.chat.completions.create(
              { ...parameters(request, withTools), stream: true },
              { signal: call.signal },
            ),
          )
          for await (const chunk of chunks) {
            call.rearm()
            const delta = chunk.choices[0]?.delta
            for (const piece of delta?.tool_calls ?? []) {
              const entry = calls.get(piece.index) ?? { name: '', arguments: '' }
              entry.name += piece.function?.name ?? ''
              entry.arguments += piece.function?.arguments ?? ''
              calls.set(piece.index, entry)
            }
            const text = delta?.content
            if (text) {
              yielded = true
              yield text
            }
          }
          // The SDK ends a stream quietly when its request is aborted: say why it ended.
          if (call.signal.aborted) throw call.failure(call.signal.reason)
          completed = true
          for (const toolCall of calls.values()) {
            if (toolCall.name) request.onToolCall?.(toolCall)
          }
          return
        } catch (error) {
          const failure = call.failure(error)
          // A server or model without tool support (400 "tools"/"tool_choice"): ask again without.
          if (withTools && !yielded && failure.kind === 'bad_request' && mentionsTools(error)) {
            toolsRefused = true
            withTools = false
            continue
          }
          throw failure
        } finally {
          call.finish(completed)
        }
      }
    },

    async complete(request) {
      if (request.signal?.aborted) throw cancelledError()
      const call = watch(request)
      let completed = false
      try {
        const completion = await call.untilStopped(
          client.chat.completions.create(
            { ...parameters(request), stream: false },
            { signal: call.signal },
          ),
        )
        completed = true
        return completion.choices[0]?.message?.content ?? ''
      } catch (error) {
        throw call.failure(error)
      } finally {
        call.finish(completed)
      }
    },

    ...(options.moderationModel
      ? {
          async moderate(input: string, signal?: AbortSignal) {
            const call = watch({ messages: [], signal })
            try {
              const answer = await call.untilStopped(
                client.moderations.create(
                  { model: options.moderationModel!, input },
                  { signal: call.signal, maxRetries: 0 },
                ),
              )
              const result = answer.results[0]
              return {
                flagged: result?.flagged ?? false,
                categories: { ...(result?.categories ?? {}) } as Record<string, boolean>,
                scores: { ...(result?.category_scores ?? {}) } as Record<string, number>,
              }
            } catch (error) {
              throw call.failure(error)
            } finally {
              call.finish()
            }
          },
        }
      : {}),

    async close() {
      // The SDK holds no connections of its own beyond fetch's pool: nothing to release.
    },
  }
}

/** Whether a provider's 4xx is about the tools it was offered. */
function mentionsTools(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error)
  return /tool|function/i.test(text)
}
