import type { TelemetryBatch } from '@orion/contracts/telemetry'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startTelemetry, TELEMETRY_PATH, type TelemetryDeps } from '@/lib/telemetry/collector'

// The collector: batches of 500 or when the page is hidden, the beacon with its fetch fallback,
// scroll debounced 200 ms, mouse moves at most every 100 ms and only past 50 px, and Global
// Privacy Control.

let beacons: TelemetryBatch[]
let beaconAnswer: boolean
let fetches: { body: TelemetryBatch; init: RequestInit }[]
let stop: () => void = () => {}

/** jsdom's Blob cannot be read synchronously: this one keeps its text. */
class RecordingBlob extends Blob {
  readonly content: string
  constructor(parts: string[], options?: BlobPropertyBag) {
    super(parts, options)
    this.content = parts.join('')
  }
}
globalThis.Blob = RecordingBlob as typeof Blob

function setNavigator(name: string, value: unknown) {
  Object.defineProperty(window.navigator, name, { value, configurable: true })
}

beforeEach(() => {
  vi.useFakeTimers()
  beacons = []
  fetches = []
  beaconAnswer = true
  setNavigator('sendBeacon', (url: string, blob: Blob) => {
    expect(url).toBe(TELEMETRY_PATH)
    expect(blob.type).toBe('application/json')
    if (!beaconAnswer) return false
    beacons.push(JSON.parse((blob as RecordingBlob).content) as TelemetryBatch)
    return true
  })
  setNavigator('globalPrivacyControl', undefined)
  window.fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
    expect(url).toBe(TELEMETRY_PATH)
    fetches.push({ body: JSON.parse(String(init!.body)) as TelemetryBatch, init: init! })
    return Promise.resolve(new Response(null, { status: 202 }))
  })
  document.body.innerHTML = `
    <button id="send" aria-label="Send message">›</button>
    <textarea id="composer" aria-label="Message Orion"></textarea>
    <div id="list" style="overflow:auto"></div>`
})

afterEach(() => {
  stop()
  vi.useRealTimers()
})

function start(overrides: Partial<TelemetryDeps> = {}) {
  stop = startTelemetry({
    window,
    now: () => Date.now(),
    getToken: () => 'token-1',
    cookiesWork: true,
    ...overrides,
  })
}

const click = (id: string) => document.getElementById(id)!.click()
function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
}
const sent = async () => {
  await vi.advanceTimersByTimeAsync(0)
  return [...beacons, ...fetches.map((fetched) => fetched.body)]
}
const moveTo = (x: number, y: number) =>
  document.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: y }))

describe('startTelemetry', () => {
  it('sends nothing until 500 events are queued, then one batch of 500 by beacon', async () => {
    start()
    for (let i = 0; i < 499; i++) click('send')
    expect(await sent()).toEqual([])
    click('send')
    const batches = await sent()
    expect(batches).toHaveLength(1)
    expect(batches[0]!.events).toHaveLength(500)
    expect(batches[0]!.events[0]).toMatchObject({
      type: 'click',
      data: { label: 'Send message', path: '/' },
    })
    expect(fetches).toEqual([])
  })

  it('sends what is queued when the page is hidden or left', async () => {
    start()
    click('send')
    hidePage()
    expect((await sent()).map((batch) => batch.events.length)).toEqual([1])
    click('send')
    click('send')
    window.dispatchEvent(new Event('pagehide'))
    expect((await sent()).map((batch) => batch.events.length)).toEqual([1, 2])
    hidePage() // nothing queued: no empty batch
    expect(await sent()).toHaveLength(2)
  })

  it('falls back to fetch with keepalive and the bearer token when the beacon is refused', async () => {
    beaconAnswer = false
    start()
    click('send')
    hidePage()
    await sent()
    expect(beacons).toEqual([])
    expect(fetches).toHaveLength(1)
    expect(fetches[0]!.init).toMatchObject({ method: 'POST', keepalive: true })
    expect(fetches[0]!.init.headers).toMatchObject({ Authorization: 'Bearer token-1' })
  })

  it('goes straight to fetch in the bearer-only mode, where a beacon has no credentials', async () => {
    start({ cookiesWork: false })
    click('send')
    hidePage()
    await sent()
    expect(beacons).toEqual([])
    expect(fetches).toHaveLength(1)
  })

  it('records one scroll 200 ms after scrolling stops', async () => {
    start()
    const list = document.getElementById('list')!
    for (let i = 0; i < 5; i++) {
      list.scrollTop = i * 100
      list.dispatchEvent(new Event('scroll'))
      vi.advanceTimersByTime(150)
    }
    vi.advanceTimersByTime(199 - 150)
    hidePage()
    expect(await sent()).toEqual([])
    list.dispatchEvent(new Event('scroll'))
    vi.advanceTimersByTime(200)
    hidePage()
    const [batch] = await sent()
    expect(batch!.events.map((event) => event.type)).toEqual(['scroll'])
  })

  it('records a mouse move at most every 100 ms and only past 50 px', async () => {
    start()
    moveTo(10, 10) // the first is recorded
    vi.advanceTimersByTime(50)
    moveTo(200, 200) // too soon
    vi.advanceTimersByTime(100)
    moveTo(40, 40) // 42 px from the last recorded point: too close
    vi.advanceTimersByTime(100)
    moveTo(100, 10) // 90 px away, 250 ms later
    hidePage()
    const [batch] = await sent()
    expect(batch!.events.map((event) => [event.type, event.data.x, event.data.y])).toEqual([
      ['mousemove', 10, 10],
      ['mousemove', 100, 10],
    ])
  })

  it('records focus, blur, copy and paste in a field without a word of it', async () => {
    start()
    const composer = document.getElementById('composer') as HTMLTextAreaElement
    composer.focus()
    composer.value = 'MARKER my private words'
    composer.dispatchEvent(new Event('paste', { bubbles: true }))
    composer.dispatchEvent(new Event('copy', { bubbles: true }))
    composer.blur()
    hidePage()
    const [batch] = await sent()
    expect(batch!.events.map((event) => event.type)).toEqual(['focus', 'paste', 'copy', 'blur'])
    expect(JSON.stringify(batch)).not.toContain('MARKER')
    expect(JSON.stringify(batch)).not.toContain('Message Orion')
  })

  it('collects and sends nothing under Global Privacy Control', async () => {
    setNavigator('globalPrivacyControl', true)
    start()
    for (let i = 0; i < 600; i++) click('send')
    hidePage()
    expect(await sent()).toEqual([])
  })

  it('drops what was queued when stopped (the opt-out switch)', async () => {
    start()
    click('send')
    stop()
    hidePage()
    click('send')
    expect(await sent()).toEqual([])
  })
})
