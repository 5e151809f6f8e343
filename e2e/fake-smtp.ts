import http from 'node:http'
import { startSmtpServer } from '../apps/server/src/test/fakes/smtp-server'

// The mail server the browser tests' app sends through (started by playwright.config.ts): a real
// SMTP server on loopback. What it receives is readable over a small loopback HTTP endpoint:
// GET /messages?to=<address> answers every message to that address so far, oldest first.
const smtpPort = Number(process.env.FAKE_SMTP_PORT ?? 5198)
const httpPort = Number(process.env.FAKE_SMTP_HTTP_PORT ?? 5199)

const smtp = await startSmtpServer(smtpPort)

const web = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  if (request.method === 'GET' && url.pathname === '/healthz') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    return
  }
  if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase()
    const messages = smtp.received.filter(
      (mail) => !to || mail.to.some((address) => address.toLowerCase() === to),
    )
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages))
    return
  }
  response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
})
await new Promise<void>((resolve) => web.listen(httpPort, '127.0.0.1', resolve))
console.log(`fake SMTP server at ${smtp.url}, messages at http://127.0.0.1:${httpPort}/messages`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    web.close()
    void smtp.close().then(() => process.exit(0))
  })
}
