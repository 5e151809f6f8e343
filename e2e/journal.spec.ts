import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// The journal in a real browser: the journal screen, moving an entry, and its messages.

async function createNotebookViaApi(page: Page, name: string, color: string) {
  const response = await page.request.post('/api/notebooks', { data: { name, color } })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: string; notebookId: string }
}

async function createEntryViaApi(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post('/api/journal', {
    data: { isPrivate: true, tags: [], mood: null, ...data },
  })
  expect(response.status(), await response.text()).toBe(201)
}

const folder = (page: Page, name: string) =>
  page.getByTestId('notebook-folder').filter({ has: page.getByRole('button', { name }) })
const card = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Journal entries' }).getByRole('listitem', { name: title })

test.describe('journal', () => {
  test('write an entry, file it by dragging, filter, edit, export and delete it', async ({
    signedInPage: page,
  }) => {
    await page.goto('/journal')
    await expect(page.getByRole('heading', { level: 1, name: 'Notebooks' })).toBeVisible()
    await expect(page.getByText('No journal entries yet')).toBeVisible()

    await page.getByRole('button', { name: 'New Notebook' }).click()
    const notebookDialog = page.getByRole('dialog', { name: 'Create Notebook' })
    await notebookDialog.getByLabel('Name').fill('Dreams')
    await notebookDialog.getByRole('button', { name: 'Colour #F472B6' }).click()
    await notebookDialog.getByRole('button', { name: 'Create notebook' }).click()
    await expect(page.getByRole('button', { name: /^Dreams 0/ })).toBeVisible()

    // Another entry already in the notebook, without the tag we filter by below.
    const [dreams] = (await (await page.request.get('/api/notebooks')).json()) as {
      notebookId: string
    }[]
    await createEntryViaApi(page, {
      title: 'Grocery list',
      content: 'Milk',
      notebookId: dreams!.notebookId,
    })

    await page.getByRole('button', { name: 'New Entry' }).click()
    const entryDialog = page.getByRole('dialog', { name: 'Create New Journal Entry' })
    await entryDialog.getByLabel('Title').fill('Flying over the sea')
    await entryDialog.getByLabel('Content').fill('I dreamt I could fly.\nThe water was silver.')
    await entryDialog.getByLabel('Mood').fill('Hopeful')
    for (const tag of ['night', 'lucid', 'flying']) {
      await entryDialog.getByLabel('Tags', { exact: true }).fill(tag)
      await entryDialog.getByLabel('Tags', { exact: true }).press('Enter')
    }
    await entryDialog.getByRole('button', { name: 'Create entry' }).click()
    await expect(
      page.getByText('Journal entry created successfully', { exact: true }),
    ).toBeVisible()

    const entry = card(page, 'Flying over the sea')
    await expect(entry).toBeVisible()
    await expect(entry.getByText('Hopeful')).toBeVisible()
    await expect(entry.getByText('+1')).toBeVisible()
    await expect(entry.getByText('edited')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^All Entries 1/ })).toBeVisible()

    await entry.dragTo(folder(page, 'Dreams'))
    await expect(page.getByRole('button', { name: /^Dreams 2/ })).toBeVisible()
    await expect(page.getByRole('button', { name: /^All Entries 0/ })).toBeVisible()
    // All Entries lists every entry; its badge counts only those without a notebook.
    await expect(entry).toBeVisible()

    await page.getByRole('button', { name: /^Dreams 2/ }).click()
    await expect(entry).toBeVisible()
    await expect(card(page, 'Grocery list')).toBeVisible()
    await page.getByLabel('Filter by tag').selectOption('lucid')
    await expect(card(page, 'Grocery list')).toHaveCount(0)
    await expect(entry).toBeVisible()

    await entry.getByRole('button', { name: 'Edit Flying over the sea' }).click()
    const editDialog = page.getByRole('dialog', { name: 'Edit Journal Entry' })
    await editDialog.getByLabel('Content').fill('I dreamt I could fly. The water was gold.')
    await editDialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(
      page.getByText('Journal entry updated successfully', { exact: true }),
    ).toBeVisible()
    await expect(entry.getByText('edited')).toBeVisible()
    await expect(entry.getByText('The water was gold.')).toBeVisible()

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^orion-journal-\d{4}-\d{2}-\d{2}\.html$/)
    const html = fs.readFileSync(await download.path(), 'utf8')
    expect(html).toContain('<h2>Flying over the sea</h2>')
    expect(html).not.toContain('Grocery list')
    const exported = page.getByRole('dialog', { name: 'Your journal was exported' })
    await expect(exported.getByText('Choose File > Open, then the Upload tab.')).toBeVisible()
    await exported.getByRole('button', { name: 'Done' }).click()

    await entry.getByRole('button', { name: 'Delete Flying over the sea' }).click()
    await page
      .getByRole('alertdialog', { name: 'Delete Journal Entry' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click()
    await expect(
      page.getByText('Journal entry deleted successfully', { exact: true }),
    ).toBeVisible()
    await expect(entry).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Dreams 1/ })).toBeVisible()
  })

  test('screenshots of a full journal at desktop and mobile widths', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(60_000)
    const notebooks = [
      await createNotebookViaApi(page, 'Dreams', '#F472B6'),
      await createNotebookViaApi(page, 'Gratitude', '#FBBF24'),
      await createNotebookViaApi(page, 'Work reflections', '#5865F2'),
      await createNotebookViaApi(page, 'Therapy notes', '#34D399'),
    ]
    const moods = ['Calm', 'Grateful', 'Anxious', 'Hopeful', 'Tired', null]
    const tagSets = [
      ['morning'],
      ['work', 'focus', 'meetings'],
      [],
      ['family', 'weekend'],
      ['sleep', 'dreams', 'night', 'lucid'],
    ]
    for (let index = 0; index < 30; index++) {
      await createEntryViaApi(page, {
        title: `Entry ${index + 1}: ${['A quiet morning', 'Long day at work', 'Walk by the river', 'Thinking about the future', 'A strange dream'][index % 5]}`,
        content: 'Today I noticed how much lighter I feel after writing things down. '.repeat(
          (index % 4) + 1,
        ),
        mood: moods[index % moods.length],
        tags: tagSets[index % tagSets.length],
        notebookId: index % 3 === 0 ? null : notebooks[index % 4]!.notebookId,
      })
    }
    fs.mkdirSync('test-results/screens', { recursive: true })

    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/journal')
    await expect(page.getByRole('button', { name: /^All Entries 10/ })).toBeVisible()
    await expect(page.getByTestId('journal-entry-card')).toHaveCount(30)
    await page.screenshot({ path: 'test-results/screens/journal-desktop.png' })

    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    await expect(page.getByTestId('journal-entry-card')).toHaveCount(30)
    await page.screenshot({ path: 'test-results/screens/journal-mobile.png' })
  })
})
