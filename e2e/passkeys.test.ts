import { createHmac } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { SmtpCapture } from '../server/test/support/smtp-capture.js'
import { closeToasts, screenshot, viewports, withPage } from './browser.js'
import { mailedLink, startMailStack, stopMailStack } from './mail-stack.js'
import type { Stack } from './stack.js'

const skipReason = inject('e2eSkipReason')
const OWNER_ONLY = 'Only an owner can open this section'

/** RFC 6238 as authenticator apps do it (SHA-1, 6 digits, 30 s), from the secret shown. */
function totp(secretBase32: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of secretBase32.replace(/\s/g, '')) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const hmac = createHmac('sha1', key).update(counter).digest()
  const offset = (hmac.at(-1) ?? 0) & 0xf
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}
const stepNow = () => Math.floor(Date.now() / 30_000)

/** A passkey authenticator in the browser, as a phone's built-in one (CDP WebAuthn domain). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

async function passwordSignIn(page: Page, username: string, password: string) {
  await page.goto('/admin-portal')
  const form = page.getByRole('form', { name: 'Staff sign-in' })
  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Access Admin Portal' }).click()
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click()
  await page.getByRole('form', { name: 'Staff sign-in' }).waitFor()
}

describe.skipIf(skipReason)('passkeys and two-step sign-in in Chromium', () => {
  let browser: Browser
  let stack: Stack
  let smtp: SmtpCapture
  let ownerCookie = ''

  /** The owner's API, from the site's own origin. */
  const ownerApi = (path: string, method: string, body?: object) =>
    fetch(`${stack.baseURL}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: stack.baseURL, cookie: ownerCookie },
      body: body ? JSON.stringify(body) : undefined,
    })

  /** Invites a person and returns the link from the mail. */
  async function invite(name: string, email: string, role: 'office' | 'owner') {
    const sent = await ownerApi('/api/admin/staff', 'POST', { name, email, role })
    expect(sent.status).toBe(201)
    return mailedLink(smtp.messages, email, 'welcome')
  }

  beforeAll(async () => {
    ;({ stack, smtp, browser } = await startMailStack({ name: 'e2e-passkeys', host: 'localhost' }))
    const login = await fetch(`${stack.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseURL },
      body: JSON.stringify(stack.admin),
    })
    expect(login.status).toBe(200)
    ownerCookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? ''
  })
  afterAll(() => stopMailStack({ stack, smtp, browser }))

  test('an invited office user registers a passkey, signs in with it alone, and is refused the owner sections', async () => {
    const link = await invite('Sipho Dlamini', 'sipho@example.com', 'office')
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await addVirtualAuthenticator(page)
      await page.goto(link)
      await page.getByLabel('Choose your password').fill('sipho-long-password-42')
      await page.getByRole('button', { name: 'Set password and sign in' }).click()
      await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).waitFor()

      await page.goto('/admin-portal/account')
      const methods = page.getByRole('region', { name: 'Passkeys and two-step sign-in' })
      await methods.getByText('No passkeys yet.').waitFor()
      await methods.getByLabel('Name of the new passkey').fill('Work phone')
      await methods.getByRole('button', { name: 'Add a passkey' }).click()
      await methods.getByRole('list', { name: 'Your passkeys' }).getByText('Work phone').waitFor()
      await closeToasts(page)
      await methods.scrollIntoViewIfNeeded()
      await screenshot(page, 'account-passkeys-phone')

      await signOut(page)
      await screenshot(page, 'login-with-passkey-phone')
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
      await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).waitFor()

      for (const path of ['/admin-portal/staff', '/admin-portal/settings']) {
        await page.goto(path)
        await page.getByText(OWNER_ONLY).waitFor()
      }

      // On a wide screen, the authenticator app turned on in Account: its recovery codes stay
      // on screen until the person says they are kept.
      await page.setViewportSize(viewports.desktop)
      await page.goto('/admin-portal/account')
      const panel = page.getByRole('region', { name: 'Passkeys and two-step sign-in' })
      await panel.getByRole('button', { name: 'Turn on' }).click()
      await panel.getByRole('button', { name: 'Set up an authenticator app' }).click()
      const secret = (await panel.getByTestId('authenticator-secret').textContent()) ?? ''
      await panel.getByLabel('Code from the app').fill(totp(secret, stepNow()))
      await panel.getByRole('button', { name: 'Turn on' }).click()
      await panel.getByRole('list', { name: 'Recovery codes' }).waitFor()
      await closeToasts(page)
      await panel.scrollIntoViewIfNeeded()
      await screenshot(page, 'account-recovery-codes-desktop', { fullPage: false })
      await panel.getByRole('button', { name: 'I have saved them' }).click()
      await panel.getByText('10 recovery codes left.').waitFor()
      await screenshot(page, 'account-sign-in-methods-desktop', { fullPage: false })
    })
    const who = await ownerApi('/api/admin/security/events', 'GET')
    expect(JSON.stringify(await who.json())).toContain('"method":"passkey"')
  })

  test('an invited person accepts with a passkey alone (no password), signs out and signs in with it', async () => {
    const link = await invite('Ayanda Zulu', 'ayanda@example.com', 'office')
    await withPage(
      browser,
      { baseURL: stack.baseURL, viewport: viewports.desktop },
      async (page) => {
        await page.goto(link)
        await page.getByRole('button', { name: 'Use a passkey instead' }).waitFor()
        await screenshot(page, 'welcome-passkey-desktop')
      },
    )
    // A browser without WebAuthn: the password form alone, no passkey button.
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await page.addInitScript(() => {
        Reflect.deleteProperty(window, 'PublicKeyCredential')
      })
      await page.goto(link)
      await page.getByRole('button', { name: 'Set password and sign in' }).waitFor()
      expect(await page.getByRole('button', { name: 'Use a passkey instead' }).count()).toBe(0)
    })
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await addVirtualAuthenticator(page)
      await page.goto(link)
      const usePasskey = page.getByRole('button', { name: 'Use a passkey instead' })
      await usePasskey.waitFor()
      await screenshot(page, 'welcome-passkey-phone')
      await usePasskey.click()
      await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).waitFor()

      await page.goto('/admin-portal/account')
      const methods = page.getByRole('region', { name: 'Passkeys and two-step sign-in' })
      await methods.getByRole('list', { name: 'Your passkeys' }).waitFor()

      await signOut(page)
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
      await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).waitFor()
    })
    // No password was set: the account signs in with the passkey only.
    const withPassword = await fetch(`${stack.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseURL },
      body: JSON.stringify({ username: 'ayanda@example.com', password: 'any-long-password-1' }),
    })
    expect(withPassword.status).toBe(401)
    const log = JSON.stringify(await (await ownerApi('/api/admin/security/events', 'GET')).json())
    expect(log).toContain('invite-accepted')
  })

  test('the owner requires two-step sign-in; a password-only user is walked through adding an authenticator', async () => {
    const link = await invite('Nomsa Khumalo', 'nomsa@example.com', 'office')
    const accepted = await fetch(`${stack.baseURL}/api/auth/invites/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseURL },
      body: JSON.stringify({ token: link.split('#')[1], password: 'nomsa-long-password-42' }),
    })
    expect(accepted.status).toBe(200)

    await withPage(
      browser,
      { baseURL: stack.baseURL, viewport: viewports.desktop },
      async (page) => {
        await passwordSignIn(page, stack.admin.username, stack.admin.password)
        await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).waitFor()
        await page.goto('/admin-portal/security')
        const requirement = page.getByLabel('Require two-step sign-in')
        await requirement.waitFor()
        expect(await requirement.isChecked()).toBe(false)
        // The switch shows the saved setting: it turns on once the server has it.
        await requirement.click()
        await page.getByText('Two-step sign-in is now required').waitFor()
        expect(await requirement.isChecked()).toBe(true)
        await closeToasts(page)
        await screenshot(page, 'security-two-step-desktop', { fullPage: false })
      },
    )

    let secret = ''
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await passwordSignIn(page, 'nomsa@example.com', 'nomsa-long-password-42')
      await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor()
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor()
      secret = (await page.getByTestId('authenticator-secret').textContent()) ?? ''
      expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/)
      await screenshot(page, 'two-step-setup-phone')
      await page.getByLabel('Code from the app').fill(totp(secret, stepNow()))
      await page.getByRole('button', { name: 'Turn on' }).click()
      const codes = page.getByRole('list', { name: 'Recovery codes' })
      await codes.waitFor()
      expect(await codes.getByRole('listitem').count()).toBe(10)
      await screenshot(page, 'two-step-recovery-codes-phone')
      await page.getByRole('button', { name: 'I have saved them' }).click()
      await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).waitFor()

      // The next sign-in asks for a code after the password.
      await signOut(page)
      await passwordSignIn(page, 'nomsa@example.com', 'nomsa-long-password-42')
      await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor()
      await screenshot(page, 'two-step-code-phone')
      // A code of a step after the one used at set-up (a used step is never taken again).
      await page.getByLabel(/^Code/).fill(totp(secret, stepNow() + 1))
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).waitFor()
    })
  })
})
