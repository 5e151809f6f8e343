import { defaultFakeReply, startFakeOpenAi } from '../apps/server/src/test/fakes/openai-server'

// The OpenAI-compatible provider the browser tests talk to (started by playwright.config.ts):
// the real wire protocol (chat completions with SSE) on a loopback port, deterministic replies.
// A message containing SLOW_REPLY_CUE is answered with SLOW_REPLY, streamed slowly enough for a
// test to act while the reply is still arriving (e2e/voice.spec.ts reads it aloud mid-stream).
// A message containing LONG_REPLY_CUE is answered slowly and at length (about 10 s a persona), so a
// test can reload, open a second tab or press Stop while it is written (e2e/reload.spec.ts).
const port = Number(process.env.FAKE_AI_PORT ?? 5198)
const fake = await startFakeOpenAi(port)
const SLOW_REPLY_CUE = 'Tell me slowly'
const SLOW_REPLY = 'First sentence here. Second sentence comes later. Third one is last.'
const LONG_REPLY_CUE = 'take your time'
const LONG_REPLY = 'Slowly and surely, word by word. '.repeat(10)
fake.setHandler((body: { messages?: { role: string; content: unknown }[] }) => {
  const lastUser = body.messages?.findLast((message) => message.role === 'user')?.content
  if (typeof lastUser === 'string' && lastUser.includes(SLOW_REPLY_CUE))
    return { text: SLOW_REPLY, chunkSize: 4, delayMs: 150 }
  if (typeof lastUser === 'string' && lastUser.toLowerCase().includes(LONG_REPLY_CUE))
    return { text: LONG_REPLY, chunkSize: 6, delayMs: 180 }
  return defaultFakeReply(body)
})
console.log(`fake OpenAI-compatible server at ${fake.baseUrl}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)))
}
