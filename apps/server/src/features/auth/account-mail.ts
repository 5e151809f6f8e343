import type { MailMessage } from '../../platform/mail/mailer'

// The messages Orion sends about an account. Plain words, one action each; the HTML body says the
// same as the text body (some people read mail as plain text).

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function html(paragraphs: string[], link?: { url: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')
  const button = link
    ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#6d5dfc;color:#ffffff;text-decoration:none">${escapeHtml(link.label)}</a></p>\n<p style="color:#666">Or copy this address into your browser:<br>${escapeHtml(link.url)}</p>`
    : ''
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a2e">\n${body}\n${button}\n<p style="color:#666">— Orion</p></body></html>`
}

function message(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { url: string; label: string },
): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), '— Orion'].join(
    '\n\n',
  )
  return { to, subject, text, html: html(paragraphs, link) }
}

const greeting = (name: string) =>
  name.trim() ? `Hello ${name.trim().split(/\s+/)[0]},` : 'Hello,'

export function passwordResetMail(
  to: string,
  name: string,
  url: string,
  minutes: number,
): MailMessage {
  return message(
    to,
    'Reset your Orion password',
    [
      greeting(name),
      `Someone (hopefully you) asked to reset the password of your Orion account. The link below works once, for the next ${minutes} minutes.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    { url, label: 'Choose a new password' },
  )
}

export function noPasswordMail(
  to: string,
  name: string,
  providers: string[],
  signInUrl: string,
): MailMessage {
  const names = providers.length > 0 ? providers.join(' or ') : 'Google or Microsoft'
  return message(
    to,
    'Signing in to Orion',
    [
      greeting(name),
      `Someone asked to reset the password of your Orion account, but your account has no password: you sign in with ${names}. Use the "Continue with ${providers[0] ?? 'Google'}" button on the sign-in page.`,
      'If you did not ask for this, you can ignore this e-mail.',
    ],
    { url: signInUrl, label: 'Go to sign-in' },
  )
}

export function passwordChangedMail(to: string, name: string, signInUrl: string): MailMessage {
  return message(
    to,
    'Your Orion password was changed',
    [
      greeting(name),
      'The password of your Orion account was just reset, and every device that was signed in has been signed out.',
      'If this was not you, reset your password again at once with "Forgot password?" on the sign-in page, and write to the operator of this Orion server.',
    ],
    { url: signInUrl, label: 'Sign in' },
  )
}

/** "m•••@example.com": enough for the owner to recognise, not a full address for whoever reads it. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${email[0]}•••${email.slice(at)}`
}

/** To the address an account used to sign in with, once a new one is confirmed. */
export function emailChangedMail(
  oldEmail: string,
  name: string,
  newEmail: string,
  signInUrl: string,
): MailMessage {
  return message(
    oldEmail,
    'Your Orion sign-in e-mail was changed',
    [
      greeting(name),
      `The e-mail address your Orion account signs in with was just changed from this address to ${maskedEmail(newEmail)}. This address no longer signs in to it.`,
      'If this was not you, someone may have your password: reset it with "Forgot password?" on the sign-in page using the new address if you can, and write to the operator of this Orion server at once.',
    ],
    { url: signInUrl, label: 'Go to sign-in' },
  )
}

export function verifyEmailMail(to: string, name: string, url: string): MailMessage {
  return message(
    to,
    'Confirm your e-mail address for Orion',
    [
      greeting(name),
      'Please confirm that this address belongs to you. Orion uses it to sign you in and to help you get back into your account if you forget your password.',
      'If you did not create an Orion account or change your address, you can ignore this e-mail.',
    ],
    { url, label: 'Confirm my address' },
  )
}
