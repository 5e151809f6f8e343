import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RootErrorBoundary } from '@/app/root-error-boundary'
import { renderStartupFailureWithoutReact } from '@/app/startup-failure'

function Broken(): never {
  throw new Error('config missing')
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('start-up failure', () => {
  it('shows a red error message in place of the page when rendering fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Orion could not start')
    expect(alert).toHaveTextContent('config missing')
    expect(alert.className).toMatch(/red/)
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  })

  it('replaces the page without React when bootstrapping throws', () => {
    const container = document.createElement('div')
    container.textContent = 'half-rendered'
    renderStartupFailureWithoutReact(container, new Error('no root'))
    expect(container).toHaveTextContent('Orion could not start')
    expect(container).toHaveTextContent('no root')
    expect(container).not.toHaveTextContent('half-rendered')
  })
})
