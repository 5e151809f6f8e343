import type { Message, Persona } from '@orion/contracts/chat'
import { personaMarker } from '@orion/contracts/chat'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { MessageContent } from '@/features/chat/components/message-content'
import { AssistantMessage, UserMessage } from '@/features/chat/components/message-item'
import { sanitizeSvg } from '@/features/chat/components/svg-block'
import { linkBareImages, splitContentBlocks } from '@/features/chat/content-blocks'

const personas: Persona[] = [
  { id: 'companion', name: 'Nova', role: 'Companion' },
  { id: 'analyst', name: 'Atlas', role: 'Analyst' },
  { id: 'guide', name: 'Lyra', role: 'Guide' },
]

// A reply's save actions use the query cache.
function renderReply(ui: ReactElement) {
  return render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>)
}

function assistantMessage(content: string, overrides: Partial<Message> = {}): Message {
  return {
    id: 'm1',
    userId: 'u1',
    sessionId: 's1',
    role: 'assistant',
    content,
    timestamp: '2025-01-01T10:00:00.000Z',
    imageUrls: [],
    conversationMode: 'conversational',
    status: 'complete',
    safety: null,
    ...overrides,
  }
}

describe('message content', () => {
  it('renders Markdown but shows raw HTML as text, never as elements', () => {
    const { container } = render(
      <MessageContent
        text={'**bold** and <img src=x onerror="alert(1)"><script>alert(2)</script>'}
      />,
    )
    expect(screen.getByText('bold').tagName).toBe('STRONG')
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
  })

  it("renders '>' lines as quotes and links in a new tab with rel noopener", () => {
    const { container } = render(
      <MessageContent text={'> a quoted line\n\nSee [the site](https://example.com).'} />,
    )
    expect(container.querySelector('blockquote')).toHaveTextContent('a quoted line')
    const link = screen.getByRole('link', { name: /the site/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })

  it('drops javascript: links', () => {
    render(<MessageContent text={'[click](javascript:alert(1))'} />)
    expect(screen.getByText('click').closest('a')?.getAttribute('href') ?? '').not.toContain(
      'javascript',
    )
  })

  it('shows bare image URLs as images, with a placeholder when they fail to load', () => {
    render(<MessageContent text={'Look: https://cdn.example.com/cat.png nice'} />)
    const image = screen.getByRole('img', { name: 'Image' })
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/cat.png')
    fireEvent.error(image)
    expect(screen.getByRole('img', { name: 'Image failed to load' })).toBeInTheDocument()
  })

  it('keeps image URLs inside Markdown links as links', () => {
    expect(linkBareImages('[pic](https://x.com/a.jpg)')).toBe('[pic](https://x.com/a.jpg)')
    expect(linkBareImages('https://x.com/a.webp')).toBe('![Image](https://x.com/a.webp)')
  })

  it("shows Orion's own stored pictures as images, and not another site's /api/images path", () => {
    const id = '0b7c4a0e-5d7e-4a55-9a53-2a3f4b5c6d7e'
    const signed = `/api/images/${id}?expires=1800000000&signature=abc_DEF-1`
    const origin = 'https://orion.example'
    expect(linkBareImages(`Here it is: ${signed}`, origin)).toBe(`Here it is: ![Image](${signed})`)
    expect(linkBareImages(`${origin}${signed}.`, origin)).toBe(`![Image](${origin}${signed}).`)
    expect(linkBareImages(`https://evil.example/api/images/${id}`, origin)).toBe(
      `https://evil.example/api/images/${id}`,
    )
    expect(linkBareImages(`/api/images/not-an-id`, origin)).toBe('/api/images/not-an-id')
    render(<MessageContent text={`A picture: ${signed}`} />)
    expect(screen.getByRole('img', { name: 'Image' })).toHaveAttribute('src', signed)
  })

  it('splits inline SVG from the text around it', () => {
    expect(splitContentBlocks('before <svg viewBox="0 0 1 1"><rect/></svg> after')).toEqual([
      { kind: 'markdown', text: 'before ' },
      { kind: 'svg', svg: '<svg viewBox="0 0 1 1"><rect/></svg>' },
      { kind: 'markdown', text: ' after' },
    ])
  })

  it('sanitizes SVG: event handlers and javascript: URLs are stripped', async () => {
    const clean = await sanitizeSvg(
      '<svg onload="alert(1)"><a href="javascript:alert(2)"><circle r="4" onclick="alert(3)"/></a><script>alert(4)</script></svg>',
    )
    expect(clean).toContain('<circle')
    expect(clean).not.toMatch(/onload|onclick|javascript:|<script/i)
  })

  it('shows inline SVG once sanitized', async () => {
    render(<MessageContent text={'<svg onload="alert(1)"><circle r="4"/></svg>'} />)
    const figure = await screen.findByRole('img', { name: 'Illustration' })
    expect(figure.querySelector('circle')).not.toBeNull()
    expect(figure.innerHTML).not.toContain('onload')
  })
})

describe('assistant reply', () => {
  const content = [
    personaMarker('companion'),
    'I hear you.',
    '',
    personaMarker('analyst'),
    'Here is a **plan**.',
    '',
    personaMarker('guide'),
    'One small step.',
  ].join('\n')

  it("shows each persona's part under its name and role", () => {
    renderReply(
      <AssistantMessage message={assistantMessage(content)} personas={personas} animate={false} />,
    )
    const nova = screen.getByRole('region', { name: /Nova/ })
    expect(within(nova).getByRole('heading', { level: 3 })).toHaveTextContent('NovaCompanion')
    expect(nova).toHaveTextContent('I hear you.')
    expect(screen.getByRole('region', { name: /Atlas/ })).toHaveTextContent('Here is a plan.')
    expect(screen.getByRole('region', { name: /Lyra/ })).toHaveTextContent('One small step.')
    expect(screen.queryByText(/\[\[persona/)).toBeNull()
  })

  it('shows the pictures a persona drew with the reply', () => {
    const url = '/api/images/0b7c4a0e-5d7e-4a55-9a53-2a3f4b5c6d7e?expires=1&signature=x'
    renderReply(
      <AssistantMessage
        message={assistantMessage(content, { imageUrls: [url] })}
        personas={personas}
        animate={false}
      />,
    )
    expect(screen.getByRole('img', { name: 'Picture drawn for you' })).toHaveAttribute('src', url)
  })

  it('shows the crisis resources next to a reply with safety.crisis', () => {
    renderReply(
      <AssistantMessage
        message={assistantMessage(content, { safety: { crisis: true, level: 'high' } })}
        personas={personas}
        animate={false}
      />,
    )
    const panel = screen.getByRole('region', { name: "You don't have to go through this alone" })
    expect(within(panel).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988')
    expect(within(panel).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988')
    expect(within(panel).getByRole('link', { name: 'Text HOME to 741741' })).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'More resources' })).toBeInTheDocument()
  })

  it('shows no crisis panel otherwise', () => {
    renderReply(
      <AssistantMessage message={assistantMessage(content)} personas={personas} animate={false} />,
    )
    expect(screen.queryByRole('link', { name: 'Call 988' })).toBeNull()
  })
})

describe('line breaks (Shift+Enter)', () => {
  it('keeps a single newline as a line break in the sent bubble', () => {
    renderReply(
      <UserMessage message={assistantMessage('first line\nsecond line', { role: 'user' })} />,
    )
    const paragraph = screen.getByText(/first line/)
    expect(paragraph.querySelector('br')).not.toBeNull()
    expect(paragraph.innerHTML).toMatch(/first line<br>\s*second line/)
  })

  it("keeps a single newline as a line break in a persona's part", () => {
    const reply = [personaMarker('companion'), 'Breathe in.', 'Breathe out.'].join('\n')
    renderReply(
      <AssistantMessage message={assistantMessage(reply)} personas={personas} animate={false} />,
    )
    const nova = screen.getByRole('region', { name: /Nova/ })
    expect(within(nova).getByText(/Breathe in\./).innerHTML).toMatch(
      /Breathe in\.<br>\s*Breathe out\./,
    )
  })

  it('leaves code blocks and lists as they were', () => {
    const { container } = render(
      <MessageContent text={'Steps:\n- one\n- two\n\n```\nconst a = 1\nconst b = 2\n```'} />,
    )
    expect(container.querySelectorAll('li')).toHaveLength(2)
    const code = container.querySelector('pre code')
    expect(code?.textContent).toBe('const a = 1\nconst b = 2\n')
    expect(code?.querySelector('br')).toBeNull()
  })
})
