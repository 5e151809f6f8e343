import { describe, expect, it } from 'vitest'
import { contentDisposition } from './session-export.routes'

describe('contentDisposition', () => {
  it('quotes a plain ASCII name', () => {
    expect(contentDisposition('session-1.pdf')).toBe('attachment; filename="session-1.pdf"')
  })

  it('adds an RFC 5987 filename* for other names, with an ASCII fallback', () => {
    expect(contentDisposition('Łódź "notes".pdf')).toBe(
      `attachment; filename="__d_ _notes_.pdf"; filename*=UTF-8''%C5%81%C3%B3d%C5%BA%20%22notes%22.pdf`,
    )
  })
})
