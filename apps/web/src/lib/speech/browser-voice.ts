import type { Utterance } from '@/lib/speech/reply-utterances'
import { readStorage } from '@/lib/storage'

// The browser's own voice: only English voices, rate, pitch and
// volume 1, the person's chosen voice (a voice name, default language en-US) when it exists.

export const SPEECH_VOICE_KEY = 'speechVoice'
export const DEFAULT_SPEECH_LANG = 'en-US'

export function browserVoiceAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window
}

/** The English voices the browser offers (the list may fill in after voiceschanged). */
export function englishVoices(): SpeechSynthesisVoice[] {
  if (!browserVoiceAvailable()) return []
  return window.speechSynthesis.getVoices().filter((voice) => /^en([-_]|$)/i.test(voice.lang))
}

function chosenVoice(): SpeechSynthesisVoice | null {
  const voices = englishVoices()
  const name = readStorage(SPEECH_VOICE_KEY)
  return (
    voices.find((voice) => voice.name === name) ??
    voices.find((voice) => voice.lang === DEFAULT_SPEECH_LANG && voice.default) ??
    voices.find((voice) => voice.lang === DEFAULT_SPEECH_LANG) ??
    voices[0] ??
    null
  )
}

/** Speaks one utterance; resolves at its end, or at once when `signal` aborts. */
export function speakWithBrowser(utterance: Utterance, signal: AbortSignal): Promise<void> {
  if (!browserVoiceAvailable()) {
    return Promise.reject(new Error('Speech synthesis is not supported in this browser'))
  }
  const synthesis = window.speechSynthesis
  return new Promise<void>((resolve, reject) => {
    const spoken = new SpeechSynthesisUtterance(utterance.text)
    spoken.lang = DEFAULT_SPEECH_LANG
    spoken.rate = 1
    spoken.pitch = 1
    spoken.volume = 1
    const voice = chosenVoice()
    if (voice) {
      spoken.voice = voice
      spoken.lang = voice.lang
    }
    const stop = () => {
      synthesis.cancel()
      resolve()
    }
    signal.addEventListener('abort', stop, { once: true })
    spoken.onend = () => {
      signal.removeEventListener('abort', stop)
      resolve()
    }
    spoken.onerror = (event) => {
      signal.removeEventListener('abort', stop)
      if (event.error === 'interrupted' || event.error === 'canceled') resolve()
      else reject(new Error(`Speech synthesis failed: ${event.error}`))
    }
    synthesis.speak(spoken)
  })
}
