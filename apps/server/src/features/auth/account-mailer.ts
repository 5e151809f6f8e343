import type { Mailer } from '../../platform/mail/mailer'
import {
  emailChangedMail,
  noPasswordMail,
  passwordChangedMail,
  passwordResetMail,
  verifyEmailMail,
} from './account-mail'
import { RESET_LINK_MINUTES, type AccountMail, type IdentityUser } from './identity'

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' }

export interface AccountMailerOptions {
  mailer: Mailer
  publicUrl: string
  /** The ways this identity signs in: 'credential' (a password), 'google', 'microsoft'. */
  signInMethods(identityUserId: string): Promise<string[]>
  onSendError(error: unknown): void
}

/**
 * Writes and sends the account e-mail. Sending is not awaited: an SMTP round trip would make the
 * answer to "reset my password" slower for an address that has an account than for one that has
 * none, telling a stranger who is registered.
 */
export function createAccountMailer(options: AccountMailerOptions): AccountMail {
  const { mailer, publicUrl } = options
  const signInUrl = `${publicUrl}/auth`
  const sendLater = (build: () => Promise<Parameters<Mailer['send']>[0]>) => {
    void build()
      .then((message) => mailer.send(message))
      .catch(options.onSendError)
  }

  return {
    async resetPassword(user: IdentityUser, url: string) {
      sendLater(async () => {
        const methods = await options.signInMethods(user.id)
        if (methods.includes('credential'))
          return passwordResetMail(user.email, user.name, url, RESET_LINK_MINUTES)
        // Signed up with Google or Microsoft: there is no password; a reset would create one.
        const providers = methods.map((method) => PROVIDER_NAMES[method]).filter(Boolean)
        return noPasswordMail(user.email, user.name, providers as string[], signInUrl)
      })
    },
    async passwordWasReset(user: IdentityUser) {
      sendLater(async () => passwordChangedMail(user.email, user.name, signInUrl))
    },
    async emailWasChanged(oldEmail: string, user: IdentityUser) {
      sendLater(async () => emailChangedMail(oldEmail, user.name, user.email, signInUrl))
    },
    async verifyEmail(user: IdentityUser, url: string) {
      sendLater(async () => verifyEmailMail(user.email, user.name, url))
    },
  }
}
