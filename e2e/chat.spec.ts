import { test, expect } from './fixtures'

// The chat journey against the real server and the fake OpenAI-compatible provider, whose reply is
// `Fake reply from <first 40 chars of the system prompt>: <last user message>` for each persona.

test('a conversation: streamed three-persona reply, rename, favorite, search, export, delete', async ({
  signedInPage: page,
}) => {
  await page.goto('/')
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await expect(composer).toBeVisible()

  await composer.fill('Tell me about the stars tonight')
  await composer.press('Enter')

  // The user's message shows at once; the reply streams in with one heading per persona.
  await expect(page.getByRole('article', { name: 'Your message' })).toContainText(
    'Tell me about the stars tonight',
  )
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply.getByRole('heading', { level: 3 })).toHaveCount(3, { timeout: 20_000 })
  await expect(reply.getByText(/Fake reply from/).first()).toBeVisible()
  await expect(reply.getByText(/Fake reply from/)).toHaveCount(3)
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible()

  // Rename and favorite from the chat header.
  await page.getByRole('button', { name: 'Conversation options' }).click()
  await page.getByRole('menuitem', { name: 'Rename' }).click()
  const title = page.getByRole('textbox', { name: 'Title' })
  await title.fill('Stargazing notes')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Stargazing notes' })).toBeVisible()

  await page.getByRole('button', { name: 'Conversation options' }).click()
  await page.getByRole('menuitem', { name: 'Add to favorites' }).click()
  await page.getByRole('button', { name: 'Conversation options' }).click()
  await expect(page.getByRole('menuitem', { name: 'Remove from favorites' })).toBeVisible()
  await page.keyboard.press('Escape')

  // Find it in History by a word that only the reply contains.
  await page.goto('/history')
  await page.getByRole('searchbox', { name: 'Search your memories' }).fill('fake')
  await page.getByRole('button', { name: 'Favorites only' }).click()
  const card = page.getByRole('listitem').filter({ hasText: 'Stargazing notes' })
  await expect(card).toBeVisible()
  await expect(
    card.getByRole('button', { name: 'Remove Stargazing notes from favorites' }),
  ).toHaveAttribute('aria-pressed', 'true')

  // Export as PDF: a download with a .pdf name.
  await card.getByRole('button', { name: 'More actions for Stargazing notes' }).click()
  const downloadStarted = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Export as PDF' }).click()
  const download = await downloadStarted
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)

  // Delete, after confirming.
  await card.getByRole('button', { name: 'More actions for Stargazing notes' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Session deleted').first()).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search your memories' }).fill('')
  await page.getByRole('button', { name: 'Favorites only' }).click()
  await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible()
})
