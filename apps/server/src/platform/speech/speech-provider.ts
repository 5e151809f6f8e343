// The speech platform seam: the voice feature reaches a text-to-speech or
// speech-to-text server only through this interface. Implementation: openai-compatible-speech.ts.

export type SpeechErrorKind =
  /** No server configured, or the chat provider's server has no audio routes. */
  'not_available' | 'unavailable' | 'rate_limited' | 'timeout' | 'bad_request' | 'aborted'

/** A failure of the speech server, with a message a person (or operator) can act on. */
export class SpeechProviderError extends Error {
  constructor(
    readonly kind: SpeechErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'SpeechProviderError'
  }
}

export interface SynthesisRequest {
  text: string
  voice: string
  speed: number
  signal?: AbortSignal
}

export interface SynthesizedAudio {
  contentType: string
  /** The audio as the server produces it (streamed, not buffered). */
  body: ReadableStream<Uint8Array>
}

export interface TranscriptionRequest {
  audio: Buffer
  /** A name whose extension tells the server the container (recording.webm, clip.ogg...). */
  filename: string
  mimeType: string
  signal?: AbortSignal
}

export interface TextToSpeech {
  /** For logs and /readyz: model and server. */
  readonly description: string
  synthesize(request: SynthesisRequest): Promise<SynthesizedAudio>
}

export interface SpeechToText {
  readonly description: string
  transcribe(request: TranscriptionRequest): Promise<string>
}
