// The few parts of oidc-provider (which ships no types) that the fake uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  interface Account {
    accountId: string
    claims(): Promise<Record<string, unknown>>
  }
  interface Configuration {
    clients: Record<string, unknown>[]
    claims?: Record<string, string[]>
    findAccount(context: unknown, accountId: string): Promise<Account | undefined>
    features?: Record<string, unknown>
    cookies?: { keys: string[] }
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    proxy: boolean
    callback(): (request: IncomingMessage, response: ServerResponse) => void
  }
}
