import { randomUUID } from 'node:crypto'
import type { StreamEvent } from './chat-turn'

// Chat turns that outlive the request that started them (a reload, a dropped connection, a second
// tab). Each running turn keeps its events in order, numbered from 1 (the SSE `id:`), so any number
// of readers can replay them from where they stopped and then follow live. A reader going away
// never stops the turn: only cancel() does, for every reader at once. A finished turn stays here
// for a short while, so a reader that reconnects just after the end still gets the final event;
// by then the reply is stored, and the session's history has it.

/** How long a finished turn's events stay readable. */
export const FINISHED_TURN_KEPT_MS = 60_000

export interface NumberedEvent {
  id: number
  event: StreamEvent
}

type Listener = (event: NumberedEvent | null) => void

export interface HubTurn {
  id: string
  userId: string
  sessionId: string
  /** Every event so far, oldest first; events[i].id === i + 1. */
  events: NumberedEvent[]
  running: boolean
  /** Aborts the generation (cancel, server shutdown). */
  controller: AbortController
  listeners: Set<Listener>
  /** Settles when the work has finished (stored or undone). */
  settled: Promise<void>
}

export interface TurnHub {
  /**
   * Starts `work` detached from the caller: it runs until it ends or someone cancels the turn.
   * `work` emits events through `emit` and resolves when the turn is over.
   */
  launch(
    owner: { userId: string; sessionId: string },
    work: (signal: AbortSignal, emit: (event: StreamEvent) => void) => Promise<void>,
  ): HubTurn
  /** The person's turn in this session, running or just finished; null for anyone else's. */
  find(userId: string, sessionId: string, turnId: string): HubTurn | null
  /** The id of the turn still running in this session, if any. */
  activeTurnId(userId: string, sessionId: string): string | null
  /**
   * Calls `listener` with every event after `after`, then with each new one, then with null once
   * the turn is over. Returns the unsubscribe function.
   */
  follow(turn: HubTurn, after: number, listener: Listener): () => void
  /** Stops the generation; every reader receives the same final events. */
  cancel(turn: HubTurn): void
  /** Cancels the person's running turns in this session and waits until they have ended. */
  stopSession(userId: string, sessionId: string): Promise<void>
  /** Cancels every running turn and waits until each has stored what it had (server shutdown). */
  close(): Promise<void>
}

export function createTurnHub(log?: { error(object: object, message: string): void }): TurnHub {
  const turns = new Map<string, HubTurn>()

  function push(turn: HubTurn, event: StreamEvent) {
    if (!turn.running) return
    const numbered = { id: turn.events.length + 1, event }
    turn.events.push(numbered)
    for (const listener of turn.listeners) listener(numbered)
  }

  function end(turn: HubTurn) {
    turn.running = false
    for (const listener of turn.listeners) listener(null)
    turn.listeners.clear()
    setTimeout(() => turns.delete(turn.id), FINISHED_TURN_KEPT_MS).unref()
  }

  return {
    launch(owner, work) {
      const turn: HubTurn = {
        id: randomUUID(),
        ...owner,
        events: [],
        running: true,
        controller: new AbortController(),
        listeners: new Set(),
        settled: Promise.resolve(),
      }
      turns.set(turn.id, turn)
      push(turn, { name: 'turn', data: { turnId: turn.id } })
      turn.settled = work(turn.controller.signal, (event) => push(turn, event))
        .catch((error: unknown) => {
          log?.error({ err: error }, 'chat turn failed')
          push(turn, {
            name: 'error',
            data: {
              error: 'internal_error',
              message: 'Something went wrong on our side. Please try again.',
            },
          })
        })
        .finally(() => end(turn))
      return turn
    },

    find(userId, sessionId, turnId) {
      const turn = turns.get(turnId)
      return turn && turn.userId === userId && turn.sessionId === sessionId ? turn : null
    },

    activeTurnId(userId, sessionId) {
      let latest: string | null = null
      for (const turn of turns.values()) {
        if (turn.running && turn.userId === userId && turn.sessionId === sessionId) {
          latest = turn.id
        }
      }
      return latest
    },

    follow(turn, after, listener) {
      for (const numbered of turn.events.slice(Math.max(0, after))) listener(numbered)
      if (!turn.running) {
        listener(null)
        return () => {}
      }
      turn.listeners.add(listener)
      return () => turn.listeners.delete(listener)
    },

    cancel(turn) {
      turn.controller.abort()
    },

    async stopSession(userId, sessionId) {
      const running = [...turns.values()].filter(
        (turn) => turn.running && turn.userId === userId && turn.sessionId === sessionId,
      )
      for (const turn of running) turn.controller.abort()
      await Promise.all(running.map((turn) => turn.settled))
    },

    async close() {
      const running = [...turns.values()].filter((turn) => turn.running)
      for (const turn of running) turn.controller.abort()
      await Promise.all(running.map((turn) => turn.settled))
    },
  }
}
