// Hands-free listening (talk mode): the person has finished when, after speaking, the microphone
// stays quiet for SILENCE_MS. Levels are RMS amplitudes of the microphone signal, 0 to 1.

export const SPEECH_LEVEL = 0.02
export const MIN_SPEECH_MS = 250
export const SILENCE_MS = 1200

/** Pure decision: feed it levels over time; it answers true once speech was followed by a pause. */
export function createPauseDetector(
  options = { speechLevel: SPEECH_LEVEL, minSpeechMs: MIN_SPEECH_MS, silenceMs: SILENCE_MS },
) {
  let speechSince: number | null = null
  let heardSpeech = false
  let quietSince: number | null = null
  return {
    feed(level: number, now: number): boolean {
      if (level >= options.speechLevel) {
        speechSince ??= now
        if (now - speechSince >= options.minSpeechMs) heardSpeech = true
        quietSince = null
        return false
      }
      speechSince = null
      if (!heardSpeech) return false
      quietSince ??= now
      return now - quietSince >= options.silenceMs
    },
    get heardSpeech() {
      return heardSpeech
    },
  }
}

/** Calls `onPause` once the stream's speech is followed by a pause; answers a function to stop. */
export function watchForPause(stream: MediaStream, onPause: () => void): () => void {
  const context = new AudioContext()
  const analyser = context.createAnalyser()
  analyser.fftSize = 2048
  context.createMediaStreamSource(stream).connect(analyser)
  const samples = new Float32Array(analyser.fftSize)
  const detector = createPauseDetector()
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples)
    let sum = 0
    for (const sample of samples) sum += sample * sample
    if (detector.feed(Math.sqrt(sum / samples.length), performance.now())) {
      stop()
      onPause()
    }
  }, 100)
  function stop() {
    clearInterval(timer)
    void context.close().catch(() => {})
  }
  return stop
}
