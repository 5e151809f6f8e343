import { describe, expect, it } from 'vitest'
import { entry } from '@/features/journal/journal-test-kit'
import { buildJournalHtml, journalExportFilename } from '@/features/journal/journal-export'

describe('journal HTML export', () => {
  it('is a complete standalone document with inline CSS and every entry field', () => {
    const html = buildJournalHtml(
      [entry({ notebookId: 'n1', tags: ['a', 'b', 'c'], content: 'Line one\nline two\n\nNext' })],
      { notebookNames: new Map([['n1', 'Dreams']]), exportedAt: new Date(2026, 10, 21) },
    )
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/)
    expect(html).toContain('<meta charset="utf-8">')
    expect(html).toContain('<style>')
    expect(html).not.toMatch(/<script|<link|src=/i)
    expect(html).toContain('<h2>Morning pages</h2>')
    expect(html).toContain('March 5, 2026')
    expect(html).toContain('Notebook: Dreams')
    expect(html).toContain('Mood: Calm')
    expect(html).toContain('Tags: a, b, c')
    expect(html).toContain('<p>Line one<br>line two</p>\n<p>Next</p>')
    expect(html).toContain('Exported November 21, 2026 &middot; 1 entry')
  })

  it('escapes everything the person wrote, so a <script> is text', () => {
    const html = buildJournalHtml([
      entry({
        title: '<script>alert("t")</script>',
        content: '<img src=x onerror=alert(1)> & more',
        mood: '"quoted"',
        tags: ['<b>bold</b>', "it's"],
      }),
    ])
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more')
    expect(html).toContain('Mood: &quot;quoted&quot;')
    expect(html).toContain('Tags: &lt;b&gt;bold&lt;/b&gt;, it&#39;s')
  })

  it('is named orion-journal-<date>.html', () => {
    expect(journalExportFilename(new Date(2026, 10, 21))).toBe('orion-journal-2026-11-21.html')
  })
})
