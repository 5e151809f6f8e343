import type { User } from '@orion/contracts/user'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { UserMenu } from '@/app/shell/user-menu'
import { testUser } from '@/app/testing/render-app'
import { userQueryKey } from '@/lib/session'

function renderMenu(user: Partial<User>) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(userQueryKey, { ...testUser, ...user })
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <UserMenu />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return screen.getByRole('button', { name: /@/ })
}

const nameOfLength = (length: number) => `Ada ${'L'.repeat(length - 4)}`

describe('user menu', () => {
  it('shows the full name and email', () => {
    const trigger = renderMenu({})
    expect(trigger).toHaveTextContent('Ada Lovelace')
    expect(trigger).toHaveTextContent('ada@example.com')
  })

  it.each([
    [15, 'text-base'],
    [16, 'text-sm'],
    [20, 'text-sm'],
    [21, 'text-xs'],
    [25, 'text-xs'],
    [26, 'text-[0.65rem]'],
  ])('uses a smaller font for a %i-character name: %s', (length, size) => {
    renderMenu({ fullName: nameOfLength(length) })
    expect(screen.getByTestId('user-menu-name')).toHaveClass(size)
  })

  it('shows the photo first', () => {
    renderMenu({ photoURL: 'https://img.test/me.png', providerPhotoURL: 'https://g.test/p.png' })
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://img.test/me.png')
  })

  it('falls back to the provider photo and then the default avatar', () => {
    renderMenu({ providerPhotoURL: 'https://g.test/p.png' })
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://g.test/p.png')
  })

  it('uses the default avatar, and initials when the image fails to load', () => {
    const trigger = renderMenu({ fullName: 'Ada King Lovelace' })
    const image = document.querySelector('img')!
    expect(image).toHaveAttribute('src', '/default-avatar.svg')
    fireEvent.error(image)
    expect(document.querySelector('img')).toBeNull()
    expect(trigger).toHaveTextContent(/^AL/)
  })

  it('puts a golden glow and border around the avatar of someone who ever subscribed', () => {
    renderMenu({ hasEverSubscribed: true })
    const avatar = document.querySelector('[data-golden]')!
    expect(avatar).toHaveAttribute('data-golden', 'true')
    expect(avatar).toHaveClass('border-amber-400')
    expect(avatar.className).toMatch(/shadow-\[0_0_12px/)
  })

  it('has no glow for someone who never subscribed', () => {
    renderMenu({ hasEverSubscribed: false })
    const avatar = document.querySelector('[data-golden]')!
    expect(avatar).toHaveAttribute('data-golden', 'false')
    expect(avatar).not.toHaveClass('border-amber-400')
  })
})
