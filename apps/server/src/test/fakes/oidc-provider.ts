import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

// A real OpenID Connect provider on a loopback port, standing in for Google and Microsoft
// Its built-in development login and consent pages
// accept any login name: the name picks one of the `people` below.

export interface FakePerson {
  email: string
  name?: string
  picture?: string
  emailVerified?: boolean
}

export interface FakeClient {
  clientId: string
  clientSecret: string
  redirectUri: string
}

export async function startFakeOidcProvider(options: {
  clients: FakeClient[]
  people: Record<string, FakePerson>
}) {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
    },
    async findAccount(_context, accountId) {
      const person = options.people[accountId]
      if (!person) return undefined
      return {
        accountId,
        async claims() {
          return {
            sub: accountId,
            email: person.email,
            email_verified: person.emailVerified ?? true,
            name: person.name,
            picture: person.picture,
          }
        },
      }
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['orion-test-only'] },
  })
  provider.proxy = false
  server.on('request', provider.callback())

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
export type FakeOidcProvider = Awaited<ReturnType<typeof startFakeOidcProvider>>
