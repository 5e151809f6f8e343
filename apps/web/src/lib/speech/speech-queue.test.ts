import { describe, expect, it, vi } from 'vitest'
import { createReplyReader, type Utterance } from '@/lib/speech/reply-utterances'
import {
  createSpeechQueue,
  type SpeechQueueDeps,
  type SpeechState,
} from '@/lib/speech/speech-queue'

/** A controllable outside world: synthesis and playback finish when the test says so. */
function world(overrides: Partial<SpeechQueueDeps> = {}) {
  const log: string[] = []
  const pending = new Map<string, { resolve: (blob: Blob) => void; reject: (e: Error) => void }>()
  const playing: { text: string; done: () => void }[] = []
  const textOf = new WeakMap<Blob, string>()
  const audioOf = (text: string) => {
    const blob = new Blob([text])
    textOf.set(blob, text)
    return blob
  }
  const deps: SpeechQueueDeps = {
    serverVoice: true,
    synthesize: (utterance) =>
      new Promise<Blob>((resolve, reject) => {
        log.push(`synthesize ${utterance.text}`)
        pending.set(utterance.text, { resolve, reject })
      }),
    play: async (audio, signal) => {
      const text = textOf.get(audio) ?? '?'
      log.push(`play ${text}`)
      await new Promise<void>((resolve) => {
        playing.push({ text, done: resolve })
        signal.addEventListener('abort', () => resolve())
      })
    },
    speakWithBrowser: async (utterance) => {
      log.push(`browser ${utterance.text}`)
    },
    onServerFailure: (error) => log.push(`failed ${(error as Error).message}`),
    ...overrides,
  }
  const states: SpeechState[] = []
  const queue = createSpeechQueue(deps, (state) => states.push(state))
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  const finishSynthesis = async (text: string) => {
    pending.get(text)!.resolve(audioOf(text))
    await settle()
  }
  const finishPlaying = async () => {
    playing.shift()!.done()
    await settle()
  }
  return { queue, log, states, pending, finishSynthesis, finishPlaying, settle }
}

const say = (text: string): Utterance => ({ text })

describe('the read-aloud queue', () => {
  it('plays the first sentence as soon as it is synthesised, preparing the next two meanwhile', async () => {
    const w = world()
    for (const text of ['One.', 'Two.', 'Three.', 'Four.']) w.queue.add(say(text))
    w.queue.end()
    await w.settle()
    expect(w.log).toEqual(['synthesize One.', 'synthesize Two.', 'synthesize Three.'])
    await w.finishSynthesis('One.')
    expect(w.log.at(-1)).toBe('play One.')
    await w.finishSynthesis('Two.')
    await w.finishPlaying()
    expect(w.log.slice(-2)).toEqual(['synthesize Four.', 'play Two.'])
    await w.finishSynthesis('Three.')
    await w.finishPlaying()
    await w.finishSynthesis('Four.')
    await w.finishPlaying()
    await w.finishPlaying()
    expect(w.log.filter((line) => line.startsWith('play'))).toEqual([
      'play One.',
      'play Two.',
      'play Three.',
      'play Four.',
    ])
    expect(w.states).toEqual(['speaking', 'idle'])
  })

  it('plays in order even when a later sentence is synthesised first', async () => {
    const w = world()
    w.queue.add(say('First.'))
    w.queue.add(say('Second.'))
    w.queue.end()
    await w.finishSynthesis('Second.')
    expect(w.log.some((line) => line.startsWith('play'))).toBe(false)
    await w.finishSynthesis('First.')
    await w.finishPlaying()
    expect(w.log.filter((line) => line.startsWith('play'))).toEqual(['play First.', 'play Second.'])
  })

  it('stays speaking while a streaming reply has no next sentence yet, and reads it when it comes', async () => {
    const w = world()
    w.queue.add(say('Early.'))
    await w.finishSynthesis('Early.')
    await w.finishPlaying()
    expect(w.states).toEqual(['speaking'])
    w.queue.add(say('Late.'))
    w.queue.end()
    await w.finishSynthesis('Late.')
    await w.finishPlaying()
    expect(w.states).toEqual(['speaking', 'idle'])
  })

  it('falls back to the browser voice for the rest when the server voice fails', async () => {
    const w = world()
    w.queue.add(say('A.'))
    w.queue.add(say('B.'))
    w.queue.add(say('C.'))
    w.queue.end()
    w.pending.get('A.')!.reject(new Error('503'))
    await w.settle()
    await w.settle()
    expect(w.log.filter((line) => !line.startsWith('synthesize'))).toEqual([
      'failed 503',
      'browser A.',
      'browser B.',
      'browser C.',
    ])
    expect(w.states).toEqual(['speaking', 'idle'])
  })

  it('uses the browser voice from the start when the server has none', async () => {
    const w = world({ serverVoice: false })
    w.queue.add(say('Only.'))
    w.queue.end()
    await w.settle()
    expect(w.log).toEqual(['browser Only.'])
  })

  it('stops at once when pressed again, aborting synthesis and playback', async () => {
    const w = world()
    w.queue.add(say('Long.'))
    w.queue.add(say('Longer.'))
    await w.finishSynthesis('Long.')
    w.queue.stop()
    await w.settle()
    expect(w.states).toEqual(['speaking', 'idle'])
    expect(w.log.filter((line) => line.startsWith('play'))).toEqual(['play Long.'])
    await w.finishSynthesis('Longer.')
    expect(w.log.filter((line) => line.startsWith('play'))).toEqual(['play Long.'])
  })
})

describe('the reply reader', () => {
  const personas = [
    { id: 'listener', name: 'Orion the Listener' },
    { id: 'coach', name: 'Orion the Coach', voice: 'coral' },
  ]

  it('reads each persona in turn, named, in its own voice, as the parts stream in', () => {
    const emit = vi.fn<(utterance: Utterance) => void>()
    const reader = createReplyReader(personas, emit)
    reader.update([{ personaId: 'listener', text: 'I hear you. It' }], false)
    expect(emit.mock.calls.map(([u]) => u)).toEqual([{ text: 'Orion the Listener: I hear you.' }])
    // the coach streams in parallel: it waits for the listener to finish
    reader.update(
      [
        { personaId: 'listener', text: 'I hear you. It sounds hard' },
        { personaId: 'coach', text: 'Try a walk. Then' },
      ],
      false,
    )
    expect(emit).toHaveBeenCalledTimes(1)
    reader.update(
      [
        { personaId: 'listener', text: 'I hear you. It sounds hard', ended: true },
        { personaId: 'coach', text: 'Try a walk. Then rest.' },
      ],
      true,
    )
    expect(emit.mock.calls.map(([u]) => u)).toEqual([
      { text: 'Orion the Listener: I hear you.' },
      { text: 'It sounds hard' },
      { text: 'Orion the Coach: Try a walk.', voice: 'coral' },
      { text: 'Then rest.', voice: 'coral' },
    ])
  })
})
