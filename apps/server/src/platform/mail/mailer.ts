import nodemailer from 'nodemailer'
import type { AppConfig } from '../../config'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

/** Sends the product's e-mail: through SMTP when configured, else into the server's log. */
export interface Mailer {
  /** False when messages only reach the log (no SMTP configured). */
  readonly delivers: boolean
  send(message: MailMessage): Promise<void>
}

export interface MailLog {
  info(details: object, message: string): void
}

/**
 * Without SMTP, an owner of a local install can still reset a password: the message, link
 * included, is written to the log instead of being dropped.
 */
function logMailer(log: MailLog): Mailer {
  return {
    delivers: false,
    async send({ to, subject, text }) {
      log.info(
        { mail: { to, subject, text } },
        `E-mail not sent (no SMTP server is configured): "${subject}" to ${to}`,
      )
    },
  }
}

function smtpMailer(smtp: NonNullable<AppConfig['mail']['smtp']>, from: string): Mailer {
  const transport =
    'url' in smtp
      ? nodemailer.createTransport(smtp.url)
      : nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.port === 465,
          auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
        })
  return {
    delivers: true,
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
  }
}

export function createMailer(mail: AppConfig['mail'], log: MailLog): Mailer {
  return mail.smtp ? smtpMailer(mail.smtp, mail.from) : logMailer(log)
}
