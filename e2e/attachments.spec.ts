import crypto from 'node:crypto'
import fs from 'node:fs'
import sharp from 'sharp'
import { test, expect } from './fixtures'

// Pictures and documents in the chat, and the gallery, against the real server (files on disk)
// and the fake OpenAI-compatible provider.

const fakeAiUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5199) - 1}/v1`
const pdf = fs.readFileSync('apps/server/src/features/uploads/fixtures/garden-notes.pdf')

test('paste a picture and attach a PDF, send both, then keep, note, download and delete the picture in the gallery', async ({
  signedInPage: page,
}) => {
  await page.goto('/')
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await expect(composer).toBeVisible()

  // Paste a picture, as a screenshot tool puts one on the clipboard.
  await composer.evaluate(async (element) => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 200
    const context = canvas.getContext('2d')!
    context.fillStyle = '#2a6f97'
    context.fillRect(0, 0, 320, 200)
    context.fillStyle = '#ffd166'
    context.fillRect(40, 40, 120, 80)
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/png'),
    )
    const transfer = new DataTransfer()
    transfer.items.add(new File([blob], 'clipboard.png', { type: 'image/png' }))
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }))
  })
  await page.getByTestId('attach-input').setInputFiles({
    name: 'garden-notes.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  })
  const staged = page.getByRole('list', { name: 'Attached files' })
  await expect(staged.getByRole('listitem')).toHaveCount(2)
  await expect(staged).toContainText('garden-notes.pdf')

  await composer.fill('Here is my garden plan and my notes')
  await composer.press('Enter')

  const message = page.getByRole('article', { name: 'Your message' })
  await expect(message.getByRole('list', { name: 'Attached documents' })).toContainText(
    'garden-notes.pdf',
  )
  const picture = message.getByRole('img', { name: 'Attached image' })
  await expect(picture).toBeVisible()
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  // The stored message shows the server's signed picture URL, and the browser loads it.
  await expect(picture).toHaveAttribute('src', /^\/api\/images\/[0-9a-f-]{36}\?expires=/)
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(320)
  await page.screenshot({ path: 'test-results/e2e/attachments-chat.png' })

  // The model got the PDF's sentence and the picture as image content.
  const sent = (await (await page.request.get(`${fakeAiUrl}/_fake/requests`)).json()) as {
    requests: { messages: { role: string; content: unknown }[] }[]
  }
  const last = sent.requests.at(-1)!
  expect(JSON.stringify(last.messages[0])).toContain('The PDF says the blue heron nests')
  expect(JSON.stringify(last.messages.at(-1))).toContain('data:image/jpeg;base64,')

  // The picture is in the gallery.
  await page.goto('/journal')
  await page.getByRole('tab', { name: 'Image Gallery' }).click()
  const gallery = page.getByRole('region', { name: 'Image gallery' })
  await expect(gallery.getByText('1 image', { exact: true })).toBeVisible()
  const card = gallery.getByRole('listitem')
  await expect(card.getByText('Uploaded')).toBeVisible()
  await expect(card.getByText('No personal note yet')).toBeVisible()

  await card.getByRole('button', { name: 'Add note' }).click()
  await card.getByRole('textbox', { name: 'Personal note' }).fill('Plan for the spring beds')
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(card.getByText('Plan for the spring beds')).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^ai-image-[0-9a-f-]{36}\.png$/)
  const saved = fs.readFileSync((await download.path())!)
  expect((await sharp(saved).metadata()).format).toBe('png')

  await card.getByRole('button', { name: 'Open image from' }).click()
  const viewer = page.getByRole('dialog')
  await expect(viewer.getByText('Plan for the spring beds')).toBeVisible()
  await page.screenshot({ path: 'test-results/e2e/attachments-viewer.png' })
  await page.keyboard.press('Escape')
  await page.screenshot({ path: 'test-results/e2e/attachments-gallery.png' })

  await card.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Are you sure you want to delete this image?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(gallery.getByText('No images yet')).toBeVisible()
  await expect(gallery.getByText('0 images', { exact: true })).toBeVisible()
})

test('a picture over 5 MB is compressed under 5 MB before upload', async ({
  signedInPage: page,
}) => {
  // Noise does not compress: a 1600×1300 PNG of it is about 6 MB.
  const noise = await sharp(crypto.randomBytes(1600 * 1300 * 3), {
    raw: { width: 1600, height: 1300, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer()
  expect(noise.length).toBeGreaterThan(5 * 1024 * 1024)
  expect(noise.length).toBeLessThan(10 * 1024 * 1024)

  // Records the file of each picture upload as the page hands it to fetch (Chromium reports no
  // size for a multipart body made of a Blob).
  await page.addInitScript(() => {
    const sent: { name: string; type: string; size: number }[] = []
    ;(window as unknown as { sentUploads: typeof sent }).sentUploads = sent
    const original = window.fetch
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (url.includes('/api/images/upload') && init?.body instanceof FormData) {
        const file = init.body.get('image')
        if (file instanceof File) sent.push({ name: file.name, type: file.type, size: file.size })
      }
      return original(input, init)
    }
  })
  await page.goto('/')
  await page.getByTestId('attach-input').setInputFiles({
    name: 'noise.png',
    mimeType: 'image/png',
    buffer: noise,
  })
  const staged = page.getByRole('list', { name: 'Attached files' })
  await expect(staged).toContainText('noise.jpg', { timeout: 20_000 })
  await expect(staged).toContainText('image/jpeg')
  // The staged file is the compressed one: "2.4 MB · image/jpeg".
  const megabytes = Number(/([\d.]+) MB/.exec((await staged.textContent()) ?? '')?.[1])
  expect(megabytes).toBeLessThan(5)
  expect(megabytes).toBeGreaterThan(0.1)

  const uploaded = page.waitForRequest('**/api/images/upload')
  await page.getByRole('textbox', { name: 'Message Orion' }).fill('Static')
  await page.getByRole('button', { name: 'Send message' }).click()
  // The file that left the browser in the multipart body: the compressed JPEG, under 5 MB.
  await uploaded
  const sentFiles = await page.evaluate(
    () =>
      (window as unknown as { sentUploads: { name: string; type: string; size: number }[] })
        .sentUploads,
  )
  expect(sentFiles).toHaveLength(1)
  expect(sentFiles[0]).toMatchObject({ name: 'noise.jpg', type: 'image/jpeg' })
  expect(sentFiles[0]!.size).toBeGreaterThan(100 * 1024)
  expect(sentFiles[0]!.size).toBeLessThan(5 * 1024 * 1024)
  await expect(
    page
      .getByRole('article', { name: 'Your message' })
      .getByRole('img', { name: 'Attached image' }),
  ).toBeVisible()
})

test('Imagine: a picture from the composer shows in the reply, after a reload too, and in the gallery', async ({
  signedInPage: page,
}) => {
  const prompt = 'A lighthouse at dusk under a violet sky'
  await page.goto('/')
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  const imagine = page.getByRole('button', { name: 'Imagine a picture from your message' })
  await expect(imagine).toBeDisabled()
  await composer.fill(prompt)
  await imagine.click()

  // The person's message is the prompt, without a picture; the picture is in the reply.
  const message = page.getByRole('article', { name: 'Your message' })
  await expect(message).toContainText(prompt, { timeout: 20_000 })
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  await expect(composer).toHaveValue('')
  const inReply = () => reply.getByRole('img', { name: 'Picture drawn for you' })
  await expect(inReply()).toHaveCount(1)
  await expect(inReply()).toHaveAttribute('src', /^\/api\/images\/[0-9a-f-]{36}\?expires=/)
  // The fake draws 256×256 PNGs; the browser loads Orion's stored copy by its signed URL.
  await expect
    .poll(() => inReply().evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(256)
  await expect(message.getByRole('img')).toHaveCount(0)
  await inReply().scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/e2e/imagine-chat.png' })

  // Each persona was told the picture is made and goes with its reply.
  const sent = (await (await page.request.get(`${fakeAiUrl}/_fake/requests`)).json()) as {
    requests: { messages: { role: string; content: unknown }[] }[]
  }
  expect(JSON.stringify(sent.requests.at(-1)!.messages.at(-1))).toContain('The person used Imagine')

  // Stored with the reply: a reload shows it there again.
  await page.reload()
  await expect(inReply()).toHaveCount(1, { timeout: 20_000 })
  await expect
    .poll(() => inReply().evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(256)

  await page.goto('/journal')
  await page.getByRole('tab', { name: 'Image Gallery' }).click()
  const gallery = page.getByRole('region', { name: 'Image gallery' })
  await expect(gallery.getByText('1 image', { exact: true })).toBeVisible()
  const card = gallery.getByRole('listitem')
  await expect(card.getByText('gpt-image-1')).toBeVisible()
  await expect(card.getByText(prompt)).toBeVisible()
  await expect
    .poll(() =>
      card
        .getByRole('img')
        .first()
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0)
  await page.screenshot({ path: 'test-results/e2e/imagine-gallery.png' })
})

test('a persona draws a picture with the image tool: it shows with the reply and in the gallery', async ({
  signedInPage: page,
}) => {
  await page.goto('/')
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  // The fake chat model calls generate_image for a message that starts with "Draw".
  await composer.fill('Draw a paper boat on a pond')
  await composer.press('Enter')

  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  const pictures = reply.getByRole('img', { name: 'Picture drawn for you' })
  // All three personas ask for it: one picture per turn is drawn.
  await expect(pictures).toHaveCount(1)
  await expect(pictures.first()).toHaveAttribute('src', /^\/api\/images\/[0-9a-f-]{36}\?expires=/)
  await expect
    .poll(() => pictures.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(256)
  await pictures.first().scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/persona-draws-chat.png' })

  await page.goto('/journal')
  await page.getByRole('tab', { name: 'Image Gallery' }).click()
  const gallery = page.getByRole('region', { name: 'Image gallery' })
  const cards = gallery.getByRole('listitem')
  await expect(cards.first().getByText('a paper boat on a pond')).toBeVisible()
  await expect(cards.first().getByText('gpt-image-1')).toBeVisible()
})
