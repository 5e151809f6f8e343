import type { Page } from '@playwright/test'
import { expect, newAccount, registerViaApi, test } from './fixtures'

// A reply is written on the server whatever the page does: a reload picks it up where it is, a
// second tab sees it arriving, and Stop in one tab stops it in every tab. The fake provider answers
// a message containing 'take your time' slowly (about 10 s a persona, e2e/fake-openai.ts).

const LONG_PROMPT = 'Please take your time and tell me a long story'
const WORDS = /Slowly and surely, word by word\./

async function startLongReply(page: Page) {
  await page.goto('/')
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await composer.fill(LONG_PROMPT)
  await composer.press('Enter')
  // The new conversation gets its own address once it exists.
  await expect(page).toHaveURL(/\/c\/[0-9a-f-]{36}$/)
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply.getByText(WORDS).first()).toBeVisible({ timeout: 15_000 })
  return new URL(page.url()).pathname
}

/** The reply's text as shown, all personas together. */
const replyText = async (page: Page) =>
  (await page.getByRole('article', { name: 'Reply from Orion' }).last().innerText()).trim()

test('start a long reply, reload, and see it finish', async ({ signedInPage: page }) => {
  test.setTimeout(60_000)
  const address = await startLongReply(page)
  const before = await replyText(page)
  await page.screenshot({ path: '/tmp/reload-1-before.png', fullPage: true })

  await page.reload()
  await expect(page).toHaveURL(new RegExp(`${address}$`))
  // The text so far is back at once (replayed), and it goes on growing.
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(page.getByRole('article', { name: 'Your message' })).toHaveText(
    new RegExp(LONG_PROMPT),
  )
  await expect(page.getByRole('article', { name: 'Your message' })).toHaveCount(1)
  await expect(reply).toHaveAttribute('aria-busy', 'true')
  await expect.poll(async () => (await replyText(page)).length).toBeGreaterThan(before.length)
  await expect(page.getByRole('button', { name: 'Stop generating' })).toBeVisible()
  await page.screenshot({ path: '/tmp/reload-2-resumed.png', fullPage: true })

  // It finishes: every persona wrote the whole text, and the reply is stored.
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible()
  await expect(reply.getByText(/(Slowly and surely, word by word\. ?){10}/)).toHaveCount(3)
  await page.screenshot({ path: '/tmp/reload-3-finished.png', fullPage: true })

  // A reload now shows the stored reply.
  await page.reload()
  await expect(
    page.getByRole('article', { name: 'Reply from Orion' }).getByText(WORDS).first(),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Stop generating' })).toHaveCount(0)

  // The back button returns to it from a new conversation.
  await page.getByRole('button', { name: 'New Conversation' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('article', { name: 'Your message' })).toHaveCount(0)
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${address}$`))
  await expect(page.getByRole('article', { name: 'Your message' })).toHaveText(
    new RegExp(LONG_PROMPT),
  )
})

test('two tabs see the same reply, and Stop in one stops the other', async ({
  signedInPage: page,
  context,
}) => {
  test.setTimeout(60_000)
  const address = await startLongReply(page)

  const second = await context.newPage()
  await second.goto(address)
  const secondReply = second.getByRole('article', { name: 'Reply from Orion' })
  await expect(secondReply.getByText(WORDS).first()).toBeVisible()
  await expect(secondReply).toHaveAttribute('aria-busy', 'true')
  await second.screenshot({ path: '/tmp/reload-4-second-tab.png', fullPage: true })

  // Stop in the second tab: the first tab's reply stops too, and both keep what was written.
  await second.getByRole('button', { name: 'Stop generating' }).click()
  await expect(second.getByText('Generation cancelled').first()).toBeVisible()
  await expect(page.getByText('Generation cancelled').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible()
  await expect(second.getByRole('button', { name: 'Send message' })).toBeVisible()
  const firstReply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(firstReply).toHaveAttribute('aria-busy', 'false')
  await expect(secondReply).toHaveAttribute('aria-busy', 'false')
  const stopped = await replyText(page)
  expect(stopped).toMatch(WORDS)
  // Cut short: no persona wrote its whole text.
  expect(stopped).not.toMatch(/(Slowly and surely, word by word\. ?){10}/)
  await page.screenshot({ path: '/tmp/reload-5-stopped-first-tab.png', fullPage: true })
  await second.screenshot({ path: '/tmp/reload-6-stopped-second-tab.png', fullPage: true })

  // Nothing more arrives: the text stays as it was when stopped, in both tabs and after a reload.
  await page.waitForTimeout(1500)
  expect(await replyText(page)).toBe(stopped)
  await second.reload()
  await expect(second.getByRole('article', { name: 'Reply from Orion' })).toHaveText(
    (await page.getByRole('article', { name: 'Reply from Orion' }).innerText()).trim(),
    { useInnerText: true },
  )
})

test('a tab already showing the conversation sees the next reply arrive, and Stop in the sending tab stops it there', async ({
  signedInPage: page,
  context,
}) => {
  test.setTimeout(60_000)
  await page.goto('/')
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await composer.fill('Hello there')
  await composer.press('Enter')
  await expect(page).toHaveURL(/\/c\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 })

  const second = await context.newPage()
  await second.goto(new URL(page.url()).pathname)
  await expect(second.getByRole('article', { name: 'Reply from Orion' })).toHaveCount(1)

  await page.bringToFront()
  await composer.fill(LONG_PROMPT)
  await composer.press('Enter')
  // The second tab is not focused again: the first tells it (same browser) that a reply started.
  const arriving = second.getByRole('article', { name: 'Reply from Orion' }).nth(1)
  await expect(arriving.getByText(WORDS).first()).toBeVisible({ timeout: 15_000 })
  await expect(arriving).toHaveAttribute('aria-busy', 'true')
  await expect(second.getByRole('article', { name: 'Your message' }).nth(1)).toHaveText(
    new RegExp(LONG_PROMPT),
  )

  await page.getByRole('button', { name: 'Stop generating' }).click()
  await expect(second.getByText('Generation cancelled').first()).toBeVisible()
  await expect(arriving).toHaveAttribute('aria-busy', 'false')
  await expect(second.getByRole('button', { name: 'Send message' })).toBeVisible()
  // The sending tab pressed Stop: its text comes back to the composer.
  await expect(composer).toHaveValue(LONG_PROMPT)
})

test("another person's conversation address shows the not-found state", async ({
  signedInPage: page,
  browser,
}) => {
  // Bob, in his own browser, starts a conversation and shares its address.
  const bobContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '10.78.0.1' },
  })
  const bob = await bobContext.newPage()
  await registerViaApi(bob, newAccount('Bob'))
  const created = await bob.request.post('/api/sessions')
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  await bobContext.close()

  await page.goto(`/c/${id}`)
  await expect(page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible()
  await page.screenshot({ path: '/tmp/reload-7-not-found.png', fullPage: true })
  await page.getByRole('link', { name: 'Start New Conversation' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('textbox', { name: 'Message Orion' })).toBeVisible()
})
