import { useEffect, useState } from 'react'
import { browserVoiceAvailable, englishVoices, SPEECH_VOICE_KEY } from '@/lib/speech/browser-voice'
import { readStorage, writeStorage } from '@/lib/storage'

/**
 * The browser voice used when the server has none: a voice name, default language en-US; only
 * English voices are listed, since the replies are written in English.
 */
export function BrowserVoiceChoice() {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => englishVoices())
  const [chosen, setChosen] = useState(() => readStorage(SPEECH_VOICE_KEY) ?? '')

  useEffect(() => {
    if (!browserVoiceAvailable()) return
    const refresh = () => setVoices(englishVoices())
    window.speechSynthesis.addEventListener('voiceschanged', refresh)
    return () => window.speechSynthesis.removeEventListener('voiceschanged', refresh)
  }, [])

  return (
    <section aria-labelledby="browser-voice-heading" className="space-y-3">
      <h2 id="browser-voice-heading" className="text-lg font-semibold text-star">
        Browser voice
      </h2>
      <p className="text-sm text-star-muted">
        Used to read replies aloud when Orion's own voice is not available.
      </p>
      {voices.length === 0 ? (
        <p className="text-sm text-star-muted">This browser offers no English voice.</p>
      ) : (
        <select
          aria-label="Browser voice"
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value)
            writeStorage(SPEECH_VOICE_KEY, event.target.value || null)
          }}
          className="rounded-lg border border-white/20 bg-night-900 px-3 py-2 text-sm text-star"
        >
          <option value="">Default (en-US)</option>
          {voices.map((voice) => (
            <option key={voice.voiceURI} value={voice.name}>
              {voice.name} ({voice.lang})
            </option>
          ))}
        </select>
      )}
    </section>
  )
}
