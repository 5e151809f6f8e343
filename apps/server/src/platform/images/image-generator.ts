import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai'

// An image provider: any OpenAI-compatible POST /images/generations,
// through the official SDK. The picture comes back as base64 (b64_json): the GPT image models
// always answer so, DALL·E and most compatible servers when asked with response_format. A URL
// to fetch is never followed (the server fetches no address it was handed).

export interface ImageProviderConfig {
  baseUrl: string
  apiKey?: string
  model: string
}

export interface GeneratedPicture {
  /** The picture's bytes as the provider made them (PNG, JPEG or WebP). */
  data: Buffer
  /** The model that drew it: the gallery's generator badge. */
  model: string
  /** DALL·E 3 rewrites prompts; null when the provider kept the person's words. */
  revisedPrompt: string | null
}

export type ImageGenerationErrorKind = 'refused' | 'unavailable' | 'bad_answer'

export class ImageGenerationError extends Error {
  constructor(
    readonly kind: ImageGenerationErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'ImageGenerationError'
  }
}

export interface ImageGenerator {
  readonly model: string
  generate(prompt: string, options?: { signal?: AbortSignal }): Promise<GeneratedPicture>
}

/** GPT image models reject response_format (they always answer b64_json). */
const alwaysBase64 = (model: string) => /^gpt-image/i.test(model)

export function createImageGenerator(
  config: ImageProviderConfig,
  options: { timeoutMs?: number } = {},
): ImageGenerator {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // Local servers (LocalAI, a stable-diffusion proxy) often need no key.
    apiKey: config.apiKey ?? 'not-needed',
    timeout: options.timeoutMs ?? 180_000,
    maxRetries: 1,
  })

  return {
    model: config.model,

    async generate(prompt, { signal } = {}) {
      let response: OpenAI.ImagesResponse
      try {
        response = await client.images.generate(
          {
            model: config.model,
            prompt,
            n: 1,
            ...(alwaysBase64(config.model) ? {} : { response_format: 'b64_json' as const }),
          },
          { signal },
        )
      } catch (error) {
        throw toImageGenerationError(error, config.baseUrl)
      }
      const first = response.data?.[0]
      if (!first?.b64_json) {
        throw new ImageGenerationError(
          'bad_answer',
          `The image provider at ${config.baseUrl} answered without a picture in b64_json.`,
        )
      }
      return {
        data: Buffer.from(first.b64_json, 'base64'),
        model: config.model,
        revisedPrompt: first.revised_prompt ?? null,
      }
    },
  }
}

function toImageGenerationError(error: unknown, baseUrl: string): ImageGenerationError {
  if (error instanceof APIConnectionTimeoutError) {
    return new ImageGenerationError('unavailable', 'The image provider did not answer in time.', {
      cause: error,
    })
  }
  if (error instanceof APIConnectionError) {
    return new ImageGenerationError(
      'unavailable',
      `The image provider at ${baseUrl} could not be reached.`,
      { cause: error },
    )
  }
  if (error instanceof APIError) {
    const body = (error.error ?? {}) as { message?: unknown }
    const detail = typeof body.message === 'string' ? body.message : error.message
    // 400: the prompt was refused (OpenAI: content_policy_violation) or not understood.
    if (error.status === 400) {
      return new ImageGenerationError('refused', detail, { cause: error })
    }
    return new ImageGenerationError(
      'unavailable',
      `The image provider answered ${error.status ?? 'an error'}: ${detail}`,
      { cause: error },
    )
  }
  return new ImageGenerationError('unavailable', 'The image provider could not make the picture.', {
    cause: error,
  })
}
