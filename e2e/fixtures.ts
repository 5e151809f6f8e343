import { test as base, expect, type Page } from '@playwright/test'

export interface TestAccount {
  fullName: string
  email: string
  username: string
  password: string
}

let counter = 0
export function newAccount(firstName = 'Nova'): TestAccount {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`
  return {
    fullName: `${firstName} Tester`,
    email: `${firstName.toLowerCase()}-${id}@example.com`,
    username: `${firstName.toLowerCase()}_${id}`,
    password: 'Orion-pass1',
  }
}

/** Registers through the real API from the page's context, so the session cookie lands in the browser. */
export async function registerViaApi(page: Page, account: TestAccount = newAccount()) {
  const response = await page.request.post('/api/firebase-auth/register', {
    data: {
      email: account.email,
      password: account.password,
      fullName: account.fullName,
      username: account.username,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return account
}

let addressCounter = 0
/** A client address of its own for each test (the server trusts X-Forwarded-For in the e2e run). */
function nextTestAddress(): string {
  addressCounter++
  return `10.77.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`
}

/** A page whose browser is signed in as a fresh account. */
export const test = base.extend<{ signedInPage: Page; account: TestAccount }>({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': nextTestAddress() })
    await use(context)
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  account: async ({}, use) => {
    await use(newAccount())
  },
  signedInPage: async ({ page, account }, use) => {
    await registerViaApi(page, account)
    await use(page)
  },
})

export { expect }
