import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FeaturesContent } from '@/features/help/components/features-content'

describe('features troubleshooting', () => {
  it('gives the support address as a mail link when the server has one', () => {
    render(<FeaturesContent supportEmail="help@example.com" />)
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    )
  })

  it('points to the feedback form, not a missing address, when no support email is set', () => {
    const { container } = render(<FeaturesContent supportEmail={null} />)
    expect(container).not.toHaveTextContent(/once the server answers/)
    expect(container).not.toHaveTextContent(/Contact the developer at\s*\./)
    expect(screen.getByText(/Still stuck\?/)).toHaveTextContent(
      'Still stuck? Tell us what happened with Submit Feedback in the menu.',
    )
  })
})
