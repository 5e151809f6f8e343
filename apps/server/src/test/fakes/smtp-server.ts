import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  subject: string
  text: string
  html: string
}

/**
 * A real SMTP server on loopback that keeps what it receives: the product sends through nodemailer
 * exactly as it would to any mail server.
 */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = []
  const waiters: Array<() => void> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to ?? []]
            .flat()
            .flatMap((address) => address.value.map((entry) => entry.address ?? ''))
          received.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          })
          for (const wake of waiters.splice(0)) wake()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const listening = (server.server.address() as AddressInfo).port

  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    /** The next message to `to` matching `subject`, waiting up to `timeoutMs` for it. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = received.find((mail) => mail.to.includes(to) && subject.test(mail.subject))
        if (found) {
          received.splice(received.indexOf(found), 1)
          return found
        }
        const left = deadline - Date.now()
        if (left <= 0)
          throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left)
          waiters.push(() => {
            clearTimeout(timer)
            resolve()
          })
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type SmtpServerFake = Awaited<ReturnType<typeof startSmtpServer>>
