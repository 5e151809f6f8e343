import { CHECK_IN_DISCLOSURE, type CheckInFrequency } from '@orion/contracts/proactive'
import type { AiProvider } from '../../platform/ai/ai-provider'
import { taskBudget, transcriptOf, truncateToTokens } from '../../platform/ai/model-task'
import { guiltOrPressure } from './check-in-guard'

/** What a check-in may draw on: the person's memories and their latest messages. */
export interface CheckInContext {
  userName: string
  /** What the companion remembers (consolidated memory and saved memories), most useful first. */
  memories: string[]
  /** Their latest messages, oldest first (assistant content may hold persona markers). */
  messages: { role: 'user' | 'assistant'; content: string }[]
}

/** A check-in is a few sentences. */
const CHECK_IN_REPLY_TOKENS = 200
/** Written again at most this many times when the guard finds guilt or pressure. */
export const CHECK_IN_ATTEMPTS = 3

export function checkInInstructions(userName: string, frequency: CheckInFrequency) {
  const cadence = frequency === 'daily' ? 'about once a day' : 'every few days'
  return `You are Orion, an AI companion. ${userName || 'The person'} asked you to check in ${cadence}, and has not talked with you for a while. Write the short message you send them now.
Follow up on one specific thing they said or that you remember (below): an event, a plan, a worry or something they were looking forward to. Ask how it went or how they are, warmly and lightly, in two or three sentences. If nothing specific is there, simply wish them well.
No guilt and no pressure: never say or imply that you miss them, were waiting, feel lonely or hurt, or that they should come back, stay, reply or talk more. "I miss you, don't leave" and anything like it is forbidden. Make clear a reply is entirely optional.
You are an AI: never claim to be human. Never diagnose, and do not mention health readings.
Write only the message, without a greeting line of its own or a signature.`
}

/** The memories and the conversation, within the model's window. */
function checkInInput(ai: AiProvider, context: CheckInContext, inputTokens: number) {
  const memoryTokens = Math.floor(inputTokens / 3)
  const memories = truncateToTokens(
    context.memories.map((memory) => `- ${memory.trim()}`).join('\n'),
    memoryTokens,
    (text) => ai.countTokens(text),
  )
  const transcript = transcriptOf(
    { userName: context.userName, personas: [], messages: context.messages },
    inputTokens - (memories ? ai.countTokens(memories) : 0) - 50,
    (text) => ai.countTokens(text),
  )
  return [
    memories ? `What you remember about them:\n${memories}` : 'You have no saved memories of them.',
    transcript.text
      ? `Their latest conversation with you:\n${transcript.text}`
      : 'They have not talked with you yet.',
  ].join('\n\n')
}

/**
 * The check-in's text, written by the model and read by the guard: a draft with guilt or pressure is
 * written again (CHECK_IN_ATTEMPTS in all), and null comes back when every draft had some, or the
 * model wrote nothing. The disclosure that an AI wrote it closes the message. Provider errors throw.
 */
export async function writeCheckIn(
  ai: AiProvider,
  context: CheckInContext,
  frequency: CheckInFrequency,
  options: { signal?: AbortSignal; onRejected?(phrase: string): void } = {},
): Promise<string | null> {
  const instructions = checkInInstructions(context.userName, frequency)
  const { inputTokens } = taskBudget(ai, { replyCap: CHECK_IN_REPLY_TOKENS, instructions })
  const input = checkInInput(ai, context, inputTokens)
  for (let attempt = 0; attempt < CHECK_IN_ATTEMPTS; attempt++) {
    const draft = (
      await ai.complete({
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: input },
        ],
        maxTokens: CHECK_IN_REPLY_TOKENS,
        temperature: 0.7,
        signal: options.signal,
      })
    ).trim()
    if (!draft) return null
    const phrase = guiltOrPressure(draft)
    if (phrase === null) return `${draft}\n\n${CHECK_IN_DISCLOSURE}`
    options.onRejected?.(phrase)
  }
  return null
}

/** The latest messages a check-in reads, across conversations. */
export const CHECK_IN_RECENT_MESSAGES = 30
