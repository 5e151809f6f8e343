import { startFakeOpenAi } from '../apps/server/src/test/fakes/openai-server'

// The OpenAI-compatible provider the browser tests talk to (started by playwright.config.ts):
// the real wire protocol (chat completions with SSE) on a loopback port, deterministic replies.
const port = Number(process.env.FAKE_AI_PORT ?? 5198)
const fake = await startFakeOpenAi(port)
console.log(`fake OpenAI-compatible server at ${fake.baseUrl}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)))
}
