import type { Message } from '@orion/contracts/chat'
import { splitPersonaParts } from '@orion/contracts/chat'
import { personaName, type ExportInput } from './export-transcript.js'

// The machine-readable export: the stored session and messages unchanged, plus each assistant
// reply's persona parts split out with their names. Bump the version on a breaking change.

export const JSON_EXPORT_VERSION = 1

export interface ExportedMessage extends Message {
  parts: { personaId: string | null; personaName: string | null; text: string }[]
}

function exportedMessage(message: Message, input: ExportInput): ExportedMessage {
  const parts =
    message.role === 'user'
      ? [{ personaId: null, personaName: null, text: message.content }]
      : splitPersonaParts(message.content).map((part) => ({
          ...part,
          personaName: personaName(part.personaId, input.personas),
        }))
  return { ...message, parts }
}

export function renderJson(input: ExportInput, now: Date): string {
  const document = {
    formatVersion: JSON_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    session: input.session,
    personas: input.personas,
    messages: input.messages.map((message) => exportedMessage(message, input)),
  }
  return `${JSON.stringify(document, null, 2)}\n`
}
