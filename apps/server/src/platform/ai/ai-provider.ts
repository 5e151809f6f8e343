// The AI platform seam: the chat, memory and journal features talk to a
// model only through this interface. Implementations: openai-compatible.ts (any OpenAI-compatible
// HTTP server through the openai SDK) and local-gguf.ts (node-llama-cpp in process).

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
  /** Pictures as data: URLs (user messages, for a model that accepts images). */
  images?: string[]
}

/** A function the model may call (OpenAI "tools"), described by a JSON Schema of its arguments. */
export interface ToolDefinition {
  name: string
  description: string
  parameters: Record<string, unknown>
}

/** A call the model made: the tool's name and its arguments as the model wrote them (JSON). */
export interface ToolCall {
  name: string
  arguments: string
}

export interface CompletionRequest {
  messages: ChatMessage[]
  /** 'research' uses AI_RESEARCH_MODEL when set, else the default model. */
  model?: 'default' | 'research'
  temperature?: number
  maxTokens?: number
  /** Aborting stops the provider request (HTTP request cancelled, or local generation stopped). */
  signal?: AbortSignal
  /**
   * Tools the model may call while streaming. A provider or model that cannot take tools answers
   * as if none were offered (it never fails because of them); calls are given to onToolCall when
   * the stream ends.
   */
  tools?: ToolDefinition[]
  onToolCall?(call: ToolCall): void
}

export type AiErrorKind =
  | 'not_configured'
  | 'unavailable'
  | 'rate_limited'
  | 'timeout'
  | 'bad_request'
  | 'context_too_long'
  | 'aborted'

/** A failure of the model provider, with a message a person can act on. */
export class AiProviderError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'AiProviderError'
  }
}

/** An OpenAI-compatible /moderations answer for one input. */
export interface ModerationResult {
  flagged: boolean
  categories: Record<string, boolean>
  scores: Record<string, number>
}

export interface AiProvider {
  readonly kind: 'openai-compatible' | 'local-gguf'
  /** The model name(s), for logs and /readyz. */
  readonly modelName: string
  /** Whether several completions can run at once (the three personas in parallel). */
  readonly supportsParallel: boolean
  /** false while the model that the setup card downloads is not on disk and loaded yet. */
  readonly available?: boolean
  /** Tokens the model accepts in one request (prompt + reply). */
  readonly contextWindow: number
  /** Counts tokens with a real tokenizer (the model's own, or gpt-tokenizer). */
  countTokens(text: string): number
  /** Yields the reply's text as it is generated. Throws AiProviderError. */
  stream(request: CompletionRequest): AsyncIterable<string>
  /** The whole reply at once. Throws AiProviderError. */
  complete(request: CompletionRequest): Promise<string>
  /** The provider's moderation endpoint, when one is configured (AI_MODERATION_MODEL). */
  moderate?(input: string, signal?: AbortSignal): Promise<ModerationResult>
  close(): Promise<void>
}

/** The provider when it can answer now, else null (none configured, or the model not ready yet). */
export function usableModel(ai: AiProvider | null): AiProvider | null {
  return ai && ai.available !== false ? ai : null
}
