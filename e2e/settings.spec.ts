import { expect, test } from './fixtures'

test.describe('account settings', () => {
  test('change the password, sign out, and sign in with the new one', async ({
    signedInPage: page,
    account,
  }) => {
    await page.goto('/settings?tab=security')
    const update = page.getByRole('button', { name: 'Update password' })
    await expect(update).toBeDisabled()

    await page.getByLabel('Current Password', { exact: true }).fill('Wrong-pass1')
    await page.getByLabel('New Password', { exact: true }).fill('Brand-new-pass2')
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Brand-new-pass2')
    await update.click()
    await expect(
      page.getByText('Failed to update password. Please check your current password.', {
        exact: true,
      }),
    ).toBeVisible()

    await page.getByLabel('Current Password', { exact: true }).fill(account.password)
    await update.click()
    await expect(page.getByText('Password updated', { exact: true })).toBeVisible()

    await page.getByRole('link', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await page.getByLabel('Email', { exact: true }).fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(
      page.getByText('Incorrect password. Please try again or reset your password.', {
        exact: true,
      }),
    ).toBeVisible()

    await page.getByLabel('Password', { exact: true }).fill('Brand-new-pass2')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: /, Nova$/ })).toBeVisible()
  })

  test('the profile shows a read-only username and saves the full name', async ({
    signedInPage: page,
    account,
  }) => {
    await page.goto('/settings')
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible()
    await expect(page.getByText('Username cannot be changed')).toBeVisible()
    const username = page.getByLabel('Username')
    await expect(username).toHaveValue(account.username)
    await expect(username).not.toBeEditable()
    await page.getByLabel('Full Name').fill('Nova Starlight')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Profile updated', { exact: true })).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Full Name')).toHaveValue('Nova Starlight')
    await expect(
      page.getByRole('complementary', { name: 'Sidebar' }).getByText('Nova Starlight'),
    ).toBeVisible()
  })
})

test('About Me: edit, save, and the next reply reads it and says so', async ({
  signedInPage: page,
  request,
}) => {
  await page.goto('/settings?tab=about-me')
  const pronouns = page.getByRole('textbox', { name: 'Pronouns', exact: true })
  const aboutMe = page.getByRole('textbox', { name: 'About Me', exact: true })
  const interests = page.getByRole('textbox', { name: 'Interests & Hobbies', exact: true })
  // Read-only until Edit is pressed.
  await expect(aboutMe).toHaveAttribute('readonly', '')
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await pronouns.fill('they/them')
  await aboutMe.fill('I moved to Lisbon last spring and I work nights at a bakery.')
  await interests.fill('Fado, surfing')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('About Me updated', { exact: true })).toBeVisible()
  await expect(aboutMe).toHaveAttribute('readonly', '')
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible()
  await page.screenshot({ path: 'test-results/e2e/about-me.png' })

  // Kept: a reload shows it again.
  await page.reload()
  await expect(aboutMe).toHaveValue('I moved to Lisbon last spring and I work nights at a bakery.')

  // The fake model serves every test of the run: this test's question is its own.
  const question = `What should I cook tonight? (${crypto.randomUUID().slice(0, 8)})`
  await page.goto('/')
  const composer = page.getByRole('textbox', { name: 'Message Orion' })
  await composer.fill(question)
  await composer.press('Enter')
  const reply = page.getByRole('article', { name: 'Reply from Orion' })
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  await reply.getByText('Remembered your About Me').click()
  await expect(reply.getByRole('link', { name: 'Settings → About Me' })).toBeVisible()

  // The model was given it.
  const fakeAi = `http://127.0.0.1:${Number(process.env.E2E_PORT) - 1}/v1/_fake/requests`
  const { requests } = (await (await request.get(fakeAi)).json()) as {
    requests: { messages: { role: string; content: string }[] }[]
  }
  const prompts = requests
    .filter((body) => body.messages.some((message) => message.content === question))
    .map((body) => body.messages.find((message) => message.role === 'system')!.content)
  expect(prompts.length).toBeGreaterThan(0)
  for (const prompt of prompts) {
    expect(prompt).toContain('Pronouns: they/them')
    expect(prompt).toContain('Interests and hobbies: Fado, surfing')
  }
})

test('profile photo: upload it in Settings and see it in the user menu at once', async ({
  signedInPage: page,
  account,
}) => {
  const sharp = (await import('sharp')).default
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#e0a030' },
  })
    .jpeg()
    .toBuffer()
  await page.goto('/settings')
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
  const menuAvatar = sidebar
    .getByRole('button', { name: new RegExp(account.fullName) })
    .locator('img')
  await expect(menuAvatar).toHaveAttribute('src', '/default-avatar.svg')

  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible()
  await expect(menuAvatar).toHaveAttribute('src', /^\/api\/files\/avatars\/.+\.webp\?/)
  // The picture really loads (the signed URL serves it).
  await expect
    .poll(() => menuAvatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(256)
  await page.screenshot({ path: 'test-results/e2e/profile-photo.png' })

  // Not a picture: refused in words the person can act on.
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('hello') })
  // The toast (a list item; Radix also announces it in a live region).
  await expect(
    page.locator('li', { hasText: 'Update failed' }).filter({ hasText: 'Invalid file type' }),
  ).toBeVisible()
})

test('download my data: a ZIP whose JSON holds the account', async ({
  signedInPage: page,
  account,
}) => {
  const { unzipSync, strFromU8 } = await import('fflate')
  await page.request.post('/api/journal', {
    data: { title: 'Harbour walk', content: 'Windy but lovely.' },
  })
  await page.goto('/settings?tab=security')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^orion-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const fs = await import('node:fs')
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())))
  const profile = JSON.parse(strFromU8(files['profile.json']!))
  expect(profile).toMatchObject({ email: account.email, username: account.username })
  const journal = JSON.parse(strFromU8(files['journal.json']!))
  expect(journal).toEqual([expect.objectContaining({ title: 'Harbour walk' })])
})

test('delete my account: the password and the typed word, then signing in again fails', async ({
  signedInPage: page,
  account,
}) => {
  await page.goto('/settings?tab=security')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  const confirm = dialog.getByRole('button', { name: 'Delete my account' })
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong-pass9')
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE')
  await confirm.click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Incorrect password. Your account was not deleted.',
  )
  await page.screenshot({ path: 'test-results/e2e/delete-account.png' })

  await dialog.getByLabel('Password', { exact: true }).fill(account.password)
  await confirm.click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.locator('li', { hasText: 'Account deleted' })).toBeVisible()

  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.locator('li', { hasText: 'Login failed' })).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
  // And the old session opens nothing.
  expect((await page.request.get('/api/user')).status()).toBe(401)
})
