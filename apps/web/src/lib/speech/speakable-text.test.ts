import { describe, expect, it } from 'vitest'
import { createSentenceCursor, speakableText, splitSentences } from '@/lib/speech/speakable-text'

describe('speakableText', () => {
  it('drops code blocks, inline SVG, HTML and URLs, and keeps the words of links and emphasis', () => {
    const markdown = [
      '## A plan',
      'Try **one small step** and _breathe_. See [the guide](https://example.com/x) or https://example.com.',
      '```js',
      'const x = 1; // not read',
      '```',
      '- First `thing`',
      '2. Second thing',
      '> A quote to keep',
      '<svg viewBox="0 0 1 1"><circle r="1"/></svg>',
      '| Mood | Hours |',
      '|---|---|',
      '| calm | 7 |',
      '---',
    ].join('\n')
    expect(speakableText(markdown)).toBe(
      [
        'A plan',
        'Try one small step and breathe. See the guide or',
        'First thing',
        'Second thing',
        'A quote to keep',
        '',
        'Mood, Hours',
        '',
        'calm, 7',
      ].join('\n'),
    )
  })

  it('reads no Markdown symbols aloud', () => {
    const spoken = speakableText('# Title\n***bold italic*** ~~gone~~ __under__ *a* _b_ `c`')
    expect(spoken).not.toMatch(/[#*_~`]/)
    expect(spoken).toContain('bold italic')
  })
})

describe('splitSentences', () => {
  it('cuts after . ! ? and at line ends, keeping decimals and closing quotes together', () => {
    expect(
      splitSentences('It costs 3.50 today. Really? Yes! "Go now." Then rest\nA new line'),
    ).toEqual(['It costs 3.50 today.', 'Really?', 'Yes!', '"Go now."', 'Then rest', 'A new line'])
  })

  it('drops pieces with nothing to say', () => {
    expect(splitSentences(', Mood, Hours,\n...\n  ')).toEqual(['Mood, Hours'])
  })
})

describe('createSentenceCursor', () => {
  it('answers each whole sentence once as the text streams, and the rest at the end', () => {
    const cursor = createSentenceCursor()
    expect(cursor.take('Hello the')).toEqual([])
    expect(cursor.take('Hello there. How')).toEqual(['Hello there.'])
    expect(cursor.take('Hello there. How are you')).toEqual([])
    expect(cursor.take('Hello there. How are you? I')).toEqual(['How are you?'])
    expect(cursor.finish('Hello there. How are you? I am here')).toEqual(['I am here'])
  })

  it('never cuts inside a code block that is still streaming', () => {
    const cursor = createSentenceCursor()
    expect(cursor.take('Look:\n```\nx = 1. Y = 2. ')).toEqual(['Look:'])
    expect(cursor.take('Look:\n```\nx = 1. Y = 2. \n```\nDone. Next')).toEqual(['Done.'])
    expect(cursor.finish('Look:\n```\nx = 1. Y = 2. \n```\nDone. Next')).toEqual(['Next'])
  })
})
