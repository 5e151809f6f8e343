import { render, screen, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CrisisPanel } from '@/features/chat/components/crisis-panel'
import { userQueryKey } from '@/lib/session'
import { testUser } from '@/test/api-stub'

function renderPanel(
  level: 'concern' | 'high' | 'imminent',
  { country = null as string | null } = {},
) {
  const client = new QueryClient()
  client.setQueryData(userQueryKey, { ...testUser, country })
  return render(
    <QueryClientProvider client={client}>
      <CrisisPanel level={level} />
    </QueryClientProvider>,
  )
}

const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)

/** The panel's call and text links, in the order a person meets them. */
const hrefs = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))

afterEach(() => vi.restoreAllMocks())

describe('CrisisPanel', () => {
  it('puts emergency services first when the danger is imminent', () => {
    browserLanguages(['en-US'])
    renderPanel('imminent')
    const panel = screen.getByRole('region', { name: 'Your safety comes first' })
    expect(hrefs(panel)[0]).toBe('tel:911')
    expect(within(panel).getByRole('alert')).toHaveTextContent(/call emergency services/i)
    const emergency = screen.getByTestId('emergency-services')
    const lines = screen.getByTestId('crisis-lines')
    expect(emergency.compareDocumentPosition(lines) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(lines).getByRole('link', { name: 'Call 988' })).toBeInTheDocument()
  })

  it('leads with the crisis lines at high risk, the emergency number after them', () => {
    browserLanguages(['en-US'])
    renderPanel('high')
    const panel = screen.getByRole('region', { name: "You don't have to go through this alone" })
    expect(hrefs(panel).slice(0, 2)).toEqual(['tel:988', 'sms:988'])
    expect(hrefs(panel)).toContain('tel:911')
    expect(hrefs(panel).indexOf('tel:911')).toBeGreaterThan(hrefs(panel).indexOf('sms:741741'))
    expect(within(panel).queryByRole('alert')).toBeNull()
  })

  it('speaks softly at concern and still offers the lines', () => {
    browserLanguages(['en-US'])
    renderPanel('concern')
    const panel = screen.getByRole('region', { name: 'It sounds like a lot right now' })
    expect(hrefs(panel)[0]).toBe('tel:988')
  })

  it('shows the German lines for a browser set to German until a country is chosen', () => {
    browserLanguages(['de-DE', 'de'])
    renderPanel('high')
    const panel = screen.getByRole('region', { name: "You don't have to go through this alone" })
    expect(hrefs(panel)).toEqual(
      expect.arrayContaining(['tel:08001110111', 'tel:08001110222', 'tel:112']),
    )
    expect(hrefs(panel)).not.toContain('tel:988')
    expect(panel).toHaveTextContent('Lines for Germany')
  })

  it('prefers the country chosen in Settings over the browser language', () => {
    browserLanguages(['de-DE'])
    renderPanel('imminent', { country: 'GB' })
    const panel = screen.getByRole('region', { name: 'Your safety comes first' })
    expect(hrefs(panel)[0]).toBe('tel:999')
    expect(hrefs(panel)).toContain('tel:116123')
  })
})
