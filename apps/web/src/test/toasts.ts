import { screen } from '@testing-library/react'
import { expect } from 'vitest'

/** Waits for a toast (Radix renders it in an <li>; its live-region copy is ignored). */
export async function expectToast(title: string, description?: string) {
  expect(await screen.findByText(title, { selector: 'li *' })).toBeInTheDocument()
  if (description !== undefined)
    expect(screen.getByText(description, { selector: 'li *' })).toBeInTheDocument()
}
