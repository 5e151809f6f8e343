import type { Message } from '@orion/contracts/chat'
import type { AiProviderError } from '../../platform/ai/ai-provider'
import { modelFailure } from '../../platform/ai/model-task'
import type { ChatTurns, StartedTurn } from './chat-turn'
import type { HubTurn, TurnHub } from './turn-hub'

export interface TurnOutcome {
  assistantMessage: Message | null
  error: AiProviderError | null
}

/**
 * Runs a started turn in the hub, detached from the request: the personas answer, the reply is
 * stored (or the turn undone), and the last event says how it ended (done, error or cancelled).
 * `outcome` settles with what finish() returned, for the non-streaming route.
 */
export function launchTurn(
  hub: TurnHub,
  chatTurns: ChatTurns,
  started: StartedTurn,
): { turn: HubTurn; outcome: Promise<TurnOutcome> } {
  let settle!: { resolve(value: TurnOutcome): void; reject(error: unknown): void }
  const outcome = new Promise<TurnOutcome>((resolve, reject) => (settle = { resolve, reject }))
  // The non-streaming caller may be gone: its rejection is reported by the hub, not left unhandled.
  outcome.catch(() => {})
  const turn = hub.launch(
    { userId: started.user.id, sessionId: started.session.id },
    async (signal, emit) => {
      try {
        const result = await chatTurns.run(started, signal, emit)
        const finished = await chatTurns.finish(started, result)
        if (finished.assistantMessage) {
          emit({ name: 'done', data: { assistantMessage: finished.assistantMessage } })
        } else if (finished.error) {
          const failure = modelFailure(finished.error)
          emit({ name: 'error', data: { error: failure.code, message: failure.message } })
        } else {
          emit({ name: 'cancelled', data: { turnId: turn.id } })
        }
        settle.resolve(finished)
      } catch (error) {
        settle.reject(error)
        throw error
      }
    },
  )
  return { turn, outcome }
}
