import { messageSchema } from '@orion/contracts/chat'
import { describe, expect, it } from 'vitest'
import { LONG_WORD, conversation, messages, personas, session } from './export-fixture.js'
import { exportFilename } from './export-transcript.js'
import { renderSessionExport } from './render-export.js'

const NOW = new Date('2026-11-22T08:00:00.000Z')

describe('JSON export', () => {
  it('parses back to the same messages, with persona parts split out', async () => {
    const file = await renderSessionExport(conversation, 'json', NOW)
    expect(file.contentType).toBe('application/json')
    expect(file.filename).toBe('orion-cafe-creme-a-long-week-2026-11-21.json')
    const parsed = JSON.parse(file.body as string)
    expect(parsed.formatVersion).toBe(1)
    expect(parsed.exportedAt).toBe(NOW.toISOString())
    expect(parsed.session).toEqual(session)
    expect(parsed.messages.map((m: unknown) => messageSchema.parse(m))).toEqual(messages)
    expect(
      parsed.messages[1].parts.map((part: { personaName: string }) => part.personaName),
    ).toEqual(personas.map((persona) => persona.name))
    expect(parsed.messages[3].parts[1]).toMatchObject({ personaId: 'ghost', personaName: 'Orion' })
    expect(parsed.messages[0].parts).toEqual([
      { personaId: null, personaName: null, text: messages[0]!.content },
    ])
  })
})

describe('text export', () => {
  it('names each speaker, marks the stopped reply and adds crisis resources', async () => {
    const file = await renderSessionExport(conversation, 'txt', NOW)
    expect(file.contentType).toBe('text/plain; charset=utf-8')
    expect(file.filename).toMatch(/\.txt$/)
    const text = file.body as string
    expect(text).toContain('Ana Łucja (2026-11-21 09:31 UTC):')
    for (const persona of personas) expect(text).toContain(`${persona.name} (`)
    expect(text).toMatch(/Orion the Coach \(2026-11-21 \d\d:\d\d UTC\) \(stopped\):/)
    expect(text).toContain('Orion (')
    expect(text).toMatch(/call or text 988[\s\S]*HOME to 741741/)
    expect(text).toContain('https://images.does-not-resolve.invalid/a.png')
    expect(text).toContain(LONG_WORD)
    for (const line of text.split('\n')) {
      if (!line.includes(LONG_WORD)) expect(Array.from(line).length).toBeLessThanOrEqual(78)
    }
  })
})

describe('HTML export', () => {
  it('is a standalone page that escapes message text', async () => {
    const file = await renderSessionExport(conversation, 'html', NOW)
    expect(file.contentType).toBe('text/html; charset=utf-8')
    const html = file.body as string
    expect(html).toMatch(/^<!doctype html>/)
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/<img/i)
    expect(html).not.toMatch(/href="javascript:/i)
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;')
    expect(html).toContain('<strong>Bold</strong> and <em>soft</em>')
    expect(html).toContain('<blockquote dir="auto">a quoted line</blockquote>')
    expect(html).toContain('href="https://images.does-not-resolve.invalid/a.png"')
    expect(html).toContain('<span class="stopped">(stopped)</span>')
    expect(html).toContain('text HOME to 741741')
    for (const persona of personas) expect(html).toContain(persona.name)
  })

  it('escapes a hostile title and speaker name', async () => {
    const html = (
      await renderSessionExport(
        {
          ...conversation,
          session: { ...session, title: '</title><script>x()</script>' },
          userName: '<b onmouseover=x()>',
        },
        'html',
        NOW,
      )
    ).body as string
    expect(html).not.toMatch(/<script|<b /i)
  })
})

describe('export filename', () => {
  it('is an ASCII slug of the title and the conversation date', () => {
    expect(exportFilename({ ...session, title: 'Привет 你好' }, 'pdf')).toBe(
      'orion-conversation-2026-11-21.pdf',
    )
    expect(exportFilename({ ...session, title: '  Ünïcödé: "Plans"/Ideas?  ' }, 'txt')).toBe(
      'orion-unicode-plans-ideas-2026-11-21.txt',
    )
  })
})
