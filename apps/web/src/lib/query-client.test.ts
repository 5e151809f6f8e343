import { describe, expect, it } from 'vitest'
import { createQueryClient, isSafariLike } from '@/lib/query-client'

const safariMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const safariIos =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const chromeIos =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1'
const android =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Safari/537.36'

describe('query client', () => {
  it('recognises Safari-like browsers only', () => {
    expect(isSafariLike(safariMac)).toBe(true)
    expect(isSafariLike(safariIos)).toBe(true)
    expect(isSafariLike(chrome)).toBe(false)
    expect(isSafariLike(chromeIos)).toBe(false)
    expect(isSafariLike(android)).toBe(false)
  })

  it('uses the spec defaults with retries off', () => {
    const defaults = createQueryClient(chrome).getDefaultOptions()
    expect(defaults.queries).toMatchObject({
      staleTime: 0,
      refetchOnWindowFocus: true,
      refetchInterval: false,
      retry: false,
    })
    expect(defaults.mutations?.retry).toBe(false)
  })

  it('retries queries 3 times and mutations 2 times in Safari', () => {
    const defaults = createQueryClient(safariMac).getDefaultOptions()
    expect(defaults.queries?.retry).toBe(3)
    expect(defaults.mutations?.retry).toBe(2)
  })
})
