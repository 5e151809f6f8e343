import { z } from 'zod'
import { usableModel, type AiProvider, type ModerationResult } from '../../platform/ai/ai-provider'
import { completeTask } from '../../platform/ai/model-task'
import {
  NO_RISK,
  RISK_CATEGORIES,
  RISK_LEVELS,
  type RiskAssessment,
  type RiskCategory,
} from './risk'

// The model layer of the safety check: it runs beside the
// personas and may only raise what the local detector found. The provider's /moderations endpoint
// when AI_MODERATION_MODEL is set, else a short classification by the chat model answering JSON.
// Any failure or timeout answers NO_RISK: the reply is never blocked or broken by this check.

export const CLASSIFICATION_PROMPT = `You are a safety classifier for a companion chat app. Read the person's message and judge only the risk of suicide or self-harm for the writer (or someone they are worried about).
Answer with one JSON object and nothing else: {"level": "none" | "concern" | "high" | "imminent", "categories": [...]}
- none: no sign of risk (idioms, fiction, news, study or medical talk are none)
- concern: hopelessness, passive wishes not to be alive, worry about someone else
- high: thoughts or intent of suicide or self-harm, a plan, a method, a farewell
- imminent: danger in progress or about to happen (already took something, standing at an edge, a plan for now)
categories: any of ${RISK_CATEGORIES.join(', ')}.`

/** The JSON answer is one short object. */
const CLASSIFICATION_REPLY_TOKENS = 60

const classificationSchema = z.object({
  level: z.enum(RISK_LEVELS),
  categories: z.array(z.string()).default([]),
})

/** The first JSON object of a model's answer, checked; null when it is not one. */
export function parseClassification(answer: string): RiskAssessment | null {
  const start = answer.indexOf('{')
  const end = answer.lastIndexOf('}')
  if (start < 0 || end <= start) return null
  let value: unknown
  try {
    value = JSON.parse(answer.slice(start, end + 1))
  } catch {
    return null
  }
  const parsed = classificationSchema.safeParse(value)
  if (!parsed.success) return null
  const categories = parsed.data.categories.filter((category): category is RiskCategory =>
    (RISK_CATEGORIES as readonly string[]).includes(category),
  )
  return { level: parsed.data.level, categories }
}

/** Self-harm categories of a /moderations answer as a risk level. */
export function fromModeration(result: ModerationResult): RiskAssessment {
  const flagged = (name: string) => result.categories[name] === true
  const categories: RiskCategory[] = []
  if (flagged('self-harm/intent')) categories.push('active_ideation')
  if (flagged('self-harm/instructions')) categories.push('method')
  if (flagged('self-harm')) categories.push('self_harm')
  if (categories.length === 0) return NO_RISK
  const level =
    flagged('self-harm/intent') || flagged('self-harm/instructions') ? 'high' : 'concern'
  return { level, categories: [...new Set(categories)] }
}

export interface ModelCheckOptions {
  ai: AiProvider | null
  timeoutMs: number
  log?: { warn(object: object, message: string): void }
}

export type ModelCheck = (message: string, signal: AbortSignal) => Promise<RiskAssessment>

export function createModelCheck(options: ModelCheckOptions): ModelCheck {
  const { timeoutMs, log } = options
  return async (message, turnSignal) => {
    const ai = usableModel(options.ai)
    if (!ai || message.trim() === '') return NO_RISK
    const signal = AbortSignal.any([turnSignal, AbortSignal.timeout(timeoutMs)])
    try {
      if (ai.moderate) return fromModeration(await ai.moderate(message, signal))
      const answer = await completeTask(ai, {
        instructions: CLASSIFICATION_PROMPT,
        input: message,
        temperature: 0,
        replyTokens: CLASSIFICATION_REPLY_TOKENS,
        signal,
      })
      const assessment = parseClassification(answer)
      if (!assessment)
        log?.warn({ answer: answer.slice(0, 200) }, 'safety check: unreadable answer')
      return assessment ?? NO_RISK
    } catch (error) {
      if (!turnSignal.aborted) log?.warn({ err: error }, 'safety check: the model did not answer')
      return NO_RISK
    }
  }
}
