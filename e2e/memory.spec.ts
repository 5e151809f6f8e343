import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Memory in a real browser: saving from the chat (the disk, the brain icon) and the memory page.
// The fake model answers `Fake reply from <system prompt start>: <last user message>` per persona.

// Long enough that the saved reply moves the meter past 0.0% of 250,000 tokens.
const longMessage = `Remember that I keep a small telescope on my balcony. ${'I watch Jupiter and its moons on clear nights. '.repeat(14)}`

const fakeAiUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5199) - 1}/v1`

interface FakeChatBody {
  messages: { role: string; content: string }[]
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`)
}

test('save a reply to memory, then see, edit, summarise and export it on /memory', async ({
  signedInPage: page,
}) => {
  await page.goto('/')
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await composer.fill(longMessage)
  await composer.press('Enter')
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply.getByText(/Fake reply from/)).toHaveCount(3, { timeout: 20_000 })
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })

  // The floppy disk keeps the reply as a memory.
  await reply.getByRole('button', { name: 'Save to memory' }).click()
  await expect(page.getByText('Saved to memory').first()).toBeVisible()

  // The brain icon summarises the whole conversation into another memory.
  await page.getByRole('button', { name: 'Summarise conversation into memory' }).click()
  await expect(page.getByText('Conversation saved to memory').first()).toBeVisible({
    timeout: 20_000,
  })

  // Research Summary (header menu) writes a journal entry about the conversation.
  await page.getByRole('button', { name: 'Conversation options' }).click()
  await page.getByRole('menuitem', { name: 'Research Summary' }).click()
  await expect(page.getByText('Research summary saved').first()).toBeVisible({ timeout: 20_000 })

  await page.goto('/memory')
  await expect(page.getByRole('heading', { level: 1, name: 'Internal Memory' })).toBeVisible()
  const memories = page
    .getByRole('list', { name: 'Memories' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('button', { name: 'Edit memory' }),
    })
  await expect(memories).toHaveCount(2)
  await expect(page.getByRole('progressbar', { name: 'Memory usage' })).toBeVisible()
  await expect(page.getByTestId('memory-usage-percent')).not.toHaveText('0.0%')
  await expect(page.getByTestId('memory-usage-percent')).toHaveText(/^\d+\.\d%$/)
  await expect(page.getByText(/Fake reply from .*telescope on my balcony/).first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // Edit one memory.
  const first = memories.first()
  await first.getByRole('button', { name: 'Edit memory' }).click()
  const editDialog = page.getByRole('dialog', { name: 'Edit memory' })
  await editDialog
    .getByRole('textbox', { name: 'Memory' })
    .fill('My telescope is a 4-inch refractor.')
  await editDialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Memory updated').first()).toBeVisible()
  await expect(page.getByText('My telescope is a 4-inch refractor.')).toBeVisible()

  // Smart Summary folds the memories into the consolidated memory.
  await page.getByRole('button', { name: 'Smart Summary' }).click()
  await expect(page.getByText('Smart Summary complete').first()).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Additional Context' }).click()
  const context = page.getByRole('dialog', { name: 'Additional Context' })
  await expect(context.getByTestId('consolidated-memory-text')).toContainText(/\S/)
  expect(await seriousViolations(page)).toEqual([])
  await context.getByRole('button', { name: 'Edit' }).click()
  await expect(context.getByText(/^Characters: [\d,]+ \/ 30,000$/)).toBeVisible()
  await context.getByRole('button', { name: 'Cancel' }).click()
  await page.keyboard.press('Escape')
  await expect(context).toBeHidden()

  // Export All downloads a .txt that Import can read back.
  const downloadStarted = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export All' }).click()
  const download = await downloadStarted
  expect(download.suggestedFilename()).toMatch(/^orion-memories-\d{4}-\d{2}-\d{2}\.txt$/)
  const text = fs.readFileSync(await download.path(), 'utf8')
  expect(text.startsWith('# Orion memories')).toBe(true)
  expect(text).toContain('My telescope is a 4-inch refractor.')

  // A new conversation: the model's request carries the edited memory.
  await page.getByRole('button', { name: 'New Conversation' }).click()
  const next = page.getByRole('textbox', { name: 'Message Orion' })
  await next.fill('Which telescope should I take out tonight?')
  await next.press('Enter')
  await expect(page.getByRole('article', { name: 'Reply from Orion' })).toHaveAttribute(
    'aria-busy',
    'false',
    { timeout: 20_000 },
  )
  const sent = (await (await page.request.get(`${fakeAiUrl}/_fake/requests`)).json()) as {
    requests: FakeChatBody[]
  }
  const prompts = sent.requests
    .filter((body) => body.messages.some((message) => message.content.includes('Which telescope')))
    .map((body) => body.messages.map((message) => message.content).join('\n'))
  expect(prompts).toHaveLength(3)
  for (const prompt of prompts) expect(prompt).toContain('My telescope is a 4-inch refractor.')
})

test('a memory reaches the model in a new conversation, and Export All imports back', async ({
  signedInPage: page,
}) => {
  const summary = 'My sister Lyra lives in Lisbon and we talk every Sunday about astronomy.'
  const saved = await page.request.post('/api/memories', {
    data: { summary, keywords: ['sister', 'Lisbon', 'astronomy'], emotionalContext: 'warm' },
  })
  expect(saved.status()).toBe(201)

  // A new conversation: the request the model receives carries the memory.
  await page.goto('/')
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await composer.fill('I want to plan something for my sister in Lisbon')
  await composer.press('Enter')
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  const sent = (await (await page.request.get(`${fakeAiUrl}/_fake/requests`)).json()) as {
    requests: FakeChatBody[]
  }
  const forThisMessage = sent.requests.filter((body) =>
    body.messages.some((message) => message.content.includes('plan something for my sister')),
  )
  expect(forThisMessage).toHaveLength(3) // one per persona
  for (const body of forThisMessage) {
    expect(body.messages.map((message) => message.content).join('\n')).toContain(summary)
  }
  // ...and the reply says which memory it used.
  await page.getByText(/Remembered 1 memory/).click()
  await expect(page.getByRole('list', { name: 'Memories used for this reply' })).toContainText(
    'Lisbon',
  )

  // Export All, delete the memory, Import the file: the same memory comes back.
  await page.goto('/memory')
  const downloadStarted = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export All' }).click()
  const download = await downloadStarted
  const exported = test.info().outputPath(download.suggestedFilename())
  await download.saveAs(exported)
  const list = (await (await page.request.get('/api/memories')).json()) as {
    memories: {
      memoryId: string
      summary: string
      keywords: string[]
      emotionalContext: string | null
    }[]
  }
  for (const memory of list.memories) {
    expect((await page.request.delete(`/api/memories/${memory.memoryId}`)).status()).toBe(200)
  }
  await page.reload()
  await page.getByLabel('Import memories from a file').setInputFiles(exported)
  await expect(page.getByText('Import complete').first()).toBeVisible()
  await expect(page.getByText(summary)).toBeVisible()
  const after = (await (await page.request.get('/api/memories')).json()) as typeof list
  expect(
    after.memories.map(({ summary, keywords, emotionalContext }) => ({
      summary,
      keywords,
      emotionalContext,
    })),
  ).toEqual(
    list.memories.map(({ summary, keywords, emotionalContext }) => ({
      summary,
      keywords,
      emotionalContext,
    })),
  )
})
