import { RESEARCH_SUMMARY_TAGS, type JournalEntry } from '@orion/contracts/journal'
import type { UserRow } from '../../db/schema/users'
import type { AiProvider } from '../../platform/ai/ai-provider'
import { completeTask, requireModel, taskBudget, transcriptOf } from '../../platform/ai/model-task'
import { AppError } from '../../plugins/app-error'
import type { ChatService } from '../chat/chat.service'
import type { JournalService } from './journal.service'

// The research model writes a structured summary of one of the person's conversations, stored as
// a journal entry: mood 'research', the research tags, not private, titled
// 'Research Summary: {session title} - {MMM d, yyyy}'. Any failure answers 'Research Summary
// Failed' with its own sentence, the words the web app shows.

export const RESEARCH_SUMMARY_FAILED_MESSAGE =
  'The research summary could not be written. Please try again in a moment.'
export const EMPTY_CONVERSATION_MESSAGE = 'This conversation has no messages to summarise yet.'
const INSTRUCTIONS = `Write a comprehensive research summary of the conversation below, in Markdown, with these sections: ## Overview, ## Key Findings, ## Details, ## Sources (links mentioned in the conversation; write "None mentioned" if there are none, and never invent one), ## Open Questions. Be factual and keep to what was said.`
/** A research summary may be long: up to this many tokens (a quarter of a small window). */
const REPLY_CAP = 4096
const ENTRY_CONTENT_MAX = 100_000

export function researchSummaryTitle(sessionTitle: string, date: Date): string {
  const day = date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const prefix = 'Research Summary: '
  const suffix = ` - ${day}`
  return `${prefix}${sessionTitle.slice(0, 200 - prefix.length - suffix.length)}${suffix}`
}

export function createResearchSummary(deps: {
  ai: AiProvider | null
  chatService: ChatService
  journalService: JournalService
}) {
  return async function writeResearchSummary(
    user: UserRow,
    sessionId: string,
  ): Promise<JournalEntry> {
    const conversation = await deps.chatService.exportInput(user, sessionId)
    if (conversation.messages.length === 0) {
      throw AppError.badRequest(EMPTY_CONVERSATION_MESSAGE)
    }
    const ai = requireModel(deps.ai)
    const budget = taskBudget(ai, { replyCap: REPLY_CAP, instructions: INSTRUCTIONS })
    const transcript = transcriptOf(conversation, budget.inputTokens, (text) =>
      ai.countTokens(text),
    )
    const summary = await completeTask(ai, {
      model: 'research',
      instructions: INSTRUCTIONS,
      input: `Conversation "${conversation.session.title}":\n\n${transcript.text}`,
      replyTokens: budget.replyTokens,
      failure: { error: 'research_summary_failed', message: RESEARCH_SUMMARY_FAILED_MESSAGE },
    })
    return deps.journalService.createEntryForUser(user.id, {
      title: researchSummaryTitle(conversation.session.title, new Date()),
      content: summary.slice(0, ENTRY_CONTENT_MAX),
      mood: 'research',
      tags: [...RESEARCH_SUMMARY_TAGS],
      isPrivate: false,
    })
  }
}
export type WriteResearchSummary = ReturnType<typeof createResearchSummary>
