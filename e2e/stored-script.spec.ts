import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'

// The stored-script suite of issue 18: script in every field a person can type (conversation
// titles, messages, journal entries, notebooks, memories, About Me, gallery notes, file names),
// stored through the real API, then every page that shows them and the HTML export opened in
// Chromium. A trap proves nothing runs: each payload calls window.__xss (exposed by the test), an
// alert opens a dialog, and a script the Content-Security-Policy blocked still reports a violation.
// The DOM is searched as well: no event-handler attribute, javascript: link or inline script.

const PAYLOADS = [
  `<img src=x onerror="__xss('img')">`,
  `<script>__xss('script')</script>`,
  `"><svg onload="__xss('svg')">`,
  `javascript:__xss('link')`,
  `[a link](javascript:__xss('markdown'))`,
  `<a href="javascript:__xss('anchor')">anchor</a>`,
  `<iframe srcdoc="<script>parent.__xss('iframe')</script>"></iframe>`,
  `'-alert(1)-'`,
]
const ALL = PAYLOADS.join(' ')
/** A payload short enough for names (notebooks: 100 characters). */
const SHORT = `"><svg onload="__xss('short')"><img src=x onerror=alert(1)>`

interface Trap {
  hits: string[]
}

/** Installs the trap on the page: every document it opens reports to `hits`. */
async function trap(page: Page): Promise<Trap> {
  const result: Trap = { hits: [] }
  await page.exposeFunction('__xss', (where: string) => result.hits.push(`ran: ${where}`))
  await page.exposeFunction('__cspViolation', (what: string) =>
    result.hits.push(`blocked by CSP: ${what}`),
  )
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation(what: string): void }).__cspViolation
      report(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      )
    })
  })
  page.on('dialog', (dialog) => {
    result.hits.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return result
}

/** Elements that could run script: event-handler attributes, javascript: URLs, inline scripts. */
function dangerousElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const value = attribute.value.trim().toLowerCase()
        if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`)
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name) &&
          value.startsWith('javascript:')
        ) {
          found.push(`${element.tagName} ${attribute.name}=${value.slice(0, 40)}`)
        }
        if (attribute.name === 'srcdoc') found.push(`${element.tagName} srcdoc`)
      }
      if (element.tagName === 'SCRIPT' && !element.hasAttribute('src')) {
        found.push(`inline SCRIPT ${element.textContent?.slice(0, 40)}`)
      }
    }
    return found
  })
}

/** The page shows the payload as text (so it was rendered, not dropped) and nothing ran. */
async function expectInert(page: Page, result: Trap, shown: string, where: string) {
  await expect(page.getByText(shown).filter({ visible: true }).first(), where).toBeVisible()
  // Give an onerror (the broken image) or onload time to fire, were they live.
  await page.waitForTimeout(300)
  expect(await dangerousElements(page), where).toEqual([])
  expect(result.hits, where).toEqual([])
}

async function api(page: Page, method: 'post' | 'patch' | 'put', url: string, data: object) {
  const response = await page.request[method](url, { data })
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300)
  return response.json()
}

async function upload(page: Page, url: string, field: string, name: string, buffer: Buffer) {
  const mimeType = field === 'image' ? 'image/png' : 'text/plain'
  const response = await page.request.post(url, {
    multipart: { [field]: { name, mimeType, buffer } },
  })
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300)
  return response.json()
}

test('script typed into any field is shown as text and never runs, on every page and in the HTML export', async ({
  signedInPage: page,
}) => {
  test.setTimeout(180_000)
  const result = await trap(page)

  // Everything a person can type, through the API the web app uses.
  const session = (await api(page, 'post', '/api/sessions', {})) as { id: string }
  const picture = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer()
  const textFile = (await upload(
    page,
    '/api/documents/upload',
    'file',
    `${SHORT}.txt`,
    Buffer.from(ALL),
  )) as { id: string }
  await api(page, 'post', `/api/sessions/${session.id}/messages`, {
    content: ALL,
    documentIds: [textFile.id],
  })
  await api(page, 'patch', `/api/sessions/${session.id}`, { title: ALL.slice(0, 200) })
  const notebook = (await api(page, 'post', '/api/notebooks', { name: SHORT })) as { id: string }
  await api(page, 'post', '/api/journal', {
    title: ALL.slice(0, 200),
    content: ALL,
    mood: SHORT.slice(0, 50),
    tags: [SHORT.slice(0, 50)],
    notebookId: notebook.id,
    isPrivate: true,
  })
  await api(page, 'post', '/api/memories', { summary: ALL, keywords: [SHORT.slice(0, 50)] })
  await api(page, 'post', '/api/consolidated-memory', { consolidatedMemory: ALL })
  await api(page, 'patch', '/api/user/profile', {
    aboutMe: ALL,
    pronouns: SHORT.slice(0, 50),
    interests: ALL,
  })
  const image = (await upload(page, '/api/images/upload', 'image', `${SHORT}.png`, picture)) as {
    id: string
  }
  await api(page, 'patch', `/api/gallery/${image.id}`, { userNote: ALL })

  // Every page that shows them.
  await page.goto(`/c/${session.id}`)
  await expect(page.getByRole('textbox', { name: 'Message Orion' })).toBeVisible()
  await expectInert(page, result, `__xss('script')`, 'the conversation (message, file name)')
  await page.goto('/history')
  await expectInert(page, result, PAYLOADS[0]!, 'the history page (conversation title)')
  await page.goto('/journal')
  await expectInert(page, result, `__xss('short')`, 'the journal (entry, notebook)')
  await page.getByRole('tab', { name: 'Image Gallery' }).click()
  await expectInert(page, result, `__xss('iframe')`, 'the gallery (note)')
  await page.goto('/memory')
  await expectInert(page, result, `__xss('svg')`, 'the memory page')
  await page.goto('/settings')
  await page.getByRole('tab', { name: 'About Me' }).click()
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('textarea, input')).some((field) =>
          (field as HTMLInputElement).value.includes('__xss'),
        ),
      ),
    )
    .toBe(true)
  await page.waitForTimeout(300)
  expect(await dangerousElements(page), 'settings, About Me').toEqual([])
  expect(result.hits, 'settings, About Me').toEqual([])

  // The HTML export, opened as a browser opens the downloaded file (served from our origin, so
  // the trap's function is there to call).
  const exported = await page.request.get(`/api/sessions/${session.id}/export?format=html`)
  expect(exported.status()).toBe(200)
  const html = await exported.text()
  await page.route('**/stored-script-export.html', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  )
  await page.goto('/stored-script-export.html')
  await expectInert(page, result, `__xss('script')`, 'the HTML export')
})
