import { joinPersonaParts } from '@orion/contracts/chat'
import { afterEach, describe, expect, it } from 'vitest'
import { readAloudOwner, stopReadAloud } from '@/lib/speech/read-aloud'
import type { Utterance } from '@/lib/speech/reply-utterances'
import {
  feedStreamingReply,
  finishStreamingReply,
  readStreamingReply,
  STREAMING_REPLY,
} from '@/lib/speech/streaming-read-aloud'

// The feeder behind read aloud on a reply still streaming: the sentences so far at once, then each
// new sentence as it arrives, the stored text at the end, and the reading handed to the stored
// message. The voice is a controllable browser voice: each utterance ends when the test says so.

const personas = [
  { id: 'listener', name: 'Orion the Listener' },
  { id: 'coach', name: 'Orion the Coach' },
]

function voice() {
  const said: string[] = []
  const speaking: Array<() => void> = []
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return {
    said,
    settle,
    /** Ends the utterance being spoken. */
    async next() {
      speaking.shift()?.()
      await settle()
    },
    options: {
      personas,
      serverVoice: false,
      deps: {
        speakWithBrowser: (utterance: Utterance, signal: AbortSignal) =>
          new Promise<void>((resolve) => {
            said.push(utterance.text)
            speaking.push(resolve)
            signal.addEventListener('abort', () => resolve())
          }),
      },
    },
  }
}

afterEach(() => stopReadAloud())

describe('reading a reply while it streams', () => {
  it('starts with the sentences so far and reads each new one as it arrives', async () => {
    const v = voice()
    readStreamingReply([{ personaId: 'listener', text: 'I hear you. It sounds' }], v.options)
    await v.settle()
    expect(v.said).toEqual(['Orion the Listener: I hear you.'])
    expect(readAloudOwner()).toBe(STREAMING_REPLY)

    feedStreamingReply([{ personaId: 'listener', text: 'I hear you. It sounds hard. Tell' }])
    await v.next()
    expect(v.said).toEqual(['Orion the Listener: I hear you.', 'It sounds hard.'])

    // Nothing new yet: it waits, still speaking, for the next sentence.
    await v.next()
    expect(v.said).toHaveLength(2)
    expect(readAloudOwner()).toBe(STREAMING_REPLY)

    feedStreamingReply([
      { personaId: 'listener', text: 'I hear you. It sounds hard. Tell me more.', ended: true },
      { personaId: 'coach', text: 'Try a walk.' },
    ])
    await v.settle()
    expect(v.said.slice(2)).toEqual(['Tell me more.'])

    // The stream ends: the stored text finishes the reading, which now belongs to the message.
    finishStreamingReply({
      id: 'reply-1',
      content: joinPersonaParts([
        { personaId: 'listener', text: 'I hear you. It sounds hard. Tell me more.' },
        { personaId: 'coach', text: 'Try a walk. Then rest.' },
      ]),
    })
    expect(readAloudOwner()).toBe('reply-1')
    await v.next()
    await v.next()
    expect(v.said.slice(3)).toEqual(['Orion the Coach: Try a walk.', 'Then rest.'])
    await v.next()
    expect(readAloudOwner()).toBeNull()
  })

  it('reads what arrived to its end when the reply fails, and stops when pressed again', async () => {
    const v = voice()
    readStreamingReply([{ personaId: 'listener', text: 'First. Second' }], v.options)
    await v.settle()
    finishStreamingReply(null)
    await v.next()
    expect(v.said).toEqual(['Orion the Listener: First.', 'Second'])
    await v.next()
    expect(readAloudOwner()).toBeNull()

    readStreamingReply([{ personaId: 'listener', text: 'One. Two. Three' }], v.options)
    await v.settle()
    stopReadAloud()
    await v.settle()
    expect(readAloudOwner()).toBeNull()
    feedStreamingReply([{ personaId: 'listener', text: 'One. Two. Three. Four. Five' }])
    await v.settle()
    expect(v.said.slice(2)).toEqual(['Orion the Listener: One.'])
  })
})
