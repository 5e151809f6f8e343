import { test, expect } from './fixtures'

// The History page asks for 30 conversations at a time and loads the next ones as the end of the
// list scrolls into view (GET /api/sessions?limit=30, then the Link header's cursor).

test('History loads older conversations as the person scrolls', async ({ signedInPage: page }) => {
  const ids: string[] = []
  for (let index = 0; index < 35; index++) {
    const response = await page.request.post('/api/sessions')
    expect(response.status()).toBe(201)
    ids.push(((await response.json()) as { id: string }).id)
  }
  const renamed = await page.request.patch(`/api/sessions/${ids[0]}`, {
    data: { title: 'The very first talk' },
  })
  expect(renamed.status()).toBe(200)

  await page.goto('/history')
  const list = page.getByRole('list', { name: 'Conversations' })
  await expect(list.getByRole('listitem')).toHaveCount(30)
  await expect(page.getByRole('heading', { name: 'The very first talk' })).toHaveCount(0)

  await list.getByRole('listitem').last().scrollIntoViewIfNeeded()
  await expect(list.getByRole('listitem')).toHaveCount(35)
  await expect(page.getByRole('heading', { name: 'The very first talk' })).toBeVisible()
})
