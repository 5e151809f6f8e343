import { expect, type Page } from '@playwright/test'

// The e-mail the app sent during the browser tests, as received by e2e/fake-smtp.ts (a real SMTP
// server on loopback, started by playwright.config.ts).

export interface ReceivedMail {
  to: string[]
  subject: string
  text: string
  html: string
}

const messagesUrl = () => `http://127.0.0.1:${process.env.FAKE_SMTP_HTTP_PORT}/messages`

async function messagesTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${messagesUrl()}?to=${encodeURIComponent(address)}`)
  if (!response.ok) throw new Error(`fake SMTP server answered ${response.status}`)
  return (await response.json()) as ReceivedMail[]
}

/** The latest message to `address` whose subject matches, waiting for it to arrive. */
export async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined
  await expect
    .poll(
      async () => {
        found = (await messagesTo(address)).findLast((mail) => subject.test(mail.subject))
        return found?.subject
      },
      { message: `a message to ${address} matching ${subject}`, timeout: 15_000 },
    )
    .toMatch(subject)
  return found!
}

/** How many messages to `address` match `subject` so far. */
export async function countMailTo(address: string, subject: RegExp): Promise<number> {
  return (await messagesTo(address)).filter((mail) => subject.test(mail.subject)).length
}

/**
 * Opens a message's HTML body in the page, as a mail client would show it, and clicks its link
 * labelled `label`: the browser follows the real mailed address.
 */
export async function clickMailLink(page: Page, mail: ReceivedMail, label: string | RegExp) {
  await page.setContent(mail.html)
  await page.getByRole('link', { name: label }).click()
}
