import { HELLO_TEXT, startFakeSpeech } from '../apps/server/src/test/fakes/speech-server'

// The OpenAI-compatible speech server the browser tests talk to (started by playwright.config.ts).
// The fake microphone of e2e/voice.spec.ts plays hello.wav, so a recording from it says HELLO_TEXT.
const port = Number(process.env.FAKE_SPEECH_PORT ?? 5197)
const fake = await startFakeSpeech(port, { microphoneText: HELLO_TEXT })
console.log(`fake speech server at ${fake.baseUrl}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)))
}
