import type { Message, Persona, Session } from '@orion/contracts/chat'
import { joinPersonaParts } from '@orion/contracts/chat'
import type { ExportInput } from './export-transcript.js'

// A conversation for the export tests: three personas, a stopped reply, a crisis flag, many scripts.

export const personas: Persona[] = [
  { id: 'listener', name: 'Orion the Listener', role: 'Empathic listener' },
  { id: 'coach', name: 'Orion the Coach', role: 'Practical coach' },
  { id: 'guide', name: 'Orion the Guide', role: 'Reflective guide' },
]

export const session: Session = {
  id: 'sess-1',
  sessionId: 'sess-1',
  userId: 'user-1',
  title: 'Café crème & 你好 — a long week',
  createdAt: '2026-11-21T09:30:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  isFavorite: false,
}

let clock = Date.parse(session.createdAt)

export function message(
  role: Message['role'],
  content: string,
  extra: Partial<Message> = {},
): Message {
  clock += 60_000
  return {
    id: `msg-${clock}`,
    userId: 'user-1',
    sessionId: session.id,
    role,
    content,
    timestamp: new Date(clock).toISOString(),
    imageUrls: [],
    conversationMode: 'conversational',
    status: 'complete',
    safety: null,
    ...extra,
  }
}

export const LONG_WORD = `https://example.com/${'a1b2c3d4e5'.repeat(28)}`.slice(0, 300)

export const messages: Message[] = [
  message('user', 'Café crème, Привет, Γειά σου. **Bold** and *soft*.\n> a quoted line'),
  message(
    'assistant',
    joinPersonaParts([
      { personaId: 'listener', text: '你好世界! 你們好! こんにちは、カタカナ。' },
      { personaId: 'coach', text: 'مرحبا بك 🙂🌙 ❤️ 👍🏽' },
      { personaId: 'guide', text: `A long word: ${LONG_WORD}` },
    ]),
  ),
  message('user', 'I feel like I want to end it all.', { safety: { crisis: true, level: 'high' } }),
  message(
    'assistant',
    joinPersonaParts([
      { personaId: 'listener', text: 'I am really glad you told me.' },
      { personaId: 'ghost', text: 'An unknown persona speaks here.' },
      { personaId: 'coach', text: 'Let us take one small step' },
    ]),
    { status: 'cancelled' },
  ),
  message('user', 'Photos: https://photos.invalid/holiday.jpg and <script>alert(1)</script>', {
    imageUrls: ['https://images.does-not-resolve.invalid/a.png', 'javascript:alert(1)'],
  }),
  message('assistant', 'No markers here: <img src=x onerror=alert(1)>'),
]

export const conversation: ExportInput = { session, messages, personas, userName: 'Ana Łucja' }
