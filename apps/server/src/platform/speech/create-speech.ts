import type { AppConfig } from '../../config'
import { createOpenAiCompatibleStt, createOpenAiCompatibleTts } from './openai-compatible-speech'
import type { SpeechToText, TextToSpeech } from './speech-provider'

export interface Speech {
  /** null: no server configured; the web app reads aloud with the browser's voice. */
  tts: TextToSpeech | null
  /** null: no server configured; the web app uses the browser's speech recognition. */
  stt: SpeechToText | null
  defaultVoice: string
  defaultSpeed: number
}

/** The speech servers config.ts chose. */
export function createSpeech(config: Pick<AppConfig, 'speech'>): Speech {
  const { speech } = config
  const options = { timeoutMs: speech.timeoutMs }
  return {
    tts: speech.tts ? createOpenAiCompatibleTts(speech.tts, options) : null,
    stt: speech.stt ? createOpenAiCompatibleStt(speech.stt, options) : null,
    defaultVoice: speech.voice,
    defaultSpeed: speech.speed,
  }
}
