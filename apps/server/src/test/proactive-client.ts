import type { AddressInfo } from 'node:net'
import { proactiveServerMessageSchema } from '@orion/contracts/proactive'
import { expect } from 'vitest'
import { WebSocket } from 'ws'
import type { App } from '../app'
import type { Credentials } from './fakes/signed-in-user'

// A real WebSocket client of /ws/proactive over loopback, for the integration tests: it records
// every message (each checked against its contract) and its close code.

/** The listening app's ws://127.0.0.1:PORT/ws/proactive. */
export function proactiveUrl(app: App) {
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/proactive`
}

export function connectProactive(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers })
  const messages: Record<string, unknown>[] = []
  const waiters: (() => void)[] = []
  const wake = () => waiters.splice(0).forEach((resolve) => resolve())
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>
    // Every server message matches its contract.
    expect(proactiveServerMessageSchema.safeParse(message).success).toBe(true)
    messages.push(message)
    wake()
  })
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return {
    socket,
    messages,
    closed,
    opened,
    send: async (message: object) => {
      await opened
      socket.send(JSON.stringify(message))
    },
    /** Waits (up to `ms`, 3 s by default) for a message of this type. */
    async next(type: string, ms = 3000) {
      const deadline = Date.now() + ms
      for (;;) {
        const found = messages.find((message) => message.type === type)
        if (found) {
          messages.splice(messages.indexOf(found), 1)
          return found
        }
        if (Date.now() > deadline) throw new Error(`no ${type} message`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
    },
  }
}
export type ProactiveClient = ReturnType<typeof connectProactive>

/** A socket authenticated with the person's token, past auth_success and connected. */
export async function signedInProactive(url: string, person: Credentials) {
  const client = connectProactive(url)
  await client.send({ type: 'authenticate', token: person.token })
  await client.next('auth_success')
  expect(await client.next('connected')).toEqual({
    type: 'connected',
    message: 'Connected to live alerts',
  })
  return client
}
