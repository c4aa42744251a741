import { AxeBuilder } from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { quoteReferenceYear } from '../server/src/quotes/quote-references.js'
import { makeImage, makeNoisyJpeg } from '../server/test/support/media-files.js'
import { parseMail } from '../server/test/support/mime.js'
import { startSiteverifyServer } from '../server/test/support/siteverify-server.js'
import type { SmtpCapture } from '../server/test/support/smtp-capture.js'
import { launchBrowser, screenshot, viewports, waitForHydration, withPage } from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { startMailStack, stopMailStack } from './mail-stack.js'
import { fillQuoteForm, visitor } from './quote-form.js'
import { type Stack, startStack } from './stack.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')

async function waitForMail(messages: { raw: string }[], count: number) {
  await expect.poll(() => messages.length, { timeout: 20_000 }).toBe(count)
  return parseMail(messages[count - 1]?.raw ?? '')
}

describe.skipIf(skipReason)('quote requests with the self-hosted captcha (ALTCHA)', () => {
  let browser: Browser
  let stack: Stack
  let smtp: SmtpCapture

  beforeAll(async () => {
    ;({ stack, smtp, browser } = await startMailStack({
      name: 'e2e-contact',
      env: { MAIL_FROM: 'Website <web@example.com>' },
    }))
  })
  afterAll(() => stopMailStack({ stack, smtp, browser }))

  test('Send Message waits for the solved captcha; the request is mailed with its reference, and a confirmation stays', async () => {
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      // A toast's life is the page's timers: the test moves its clock instead of waiting.
      await page.clock.install()
      await page.goto('/contact')
      await waitForHydration(page)
      const bar = page.getByRole('navigation', { name: 'Contact us' })
      expect(await bar.isVisible()).toBe(true)
      const form = await fillQuoteForm(page)
      // The message field has the focus (the keyboard would be up): the bar steps aside.
      await expect.poll(() => bar.isVisible()).toBe(false)
      const send = form.getByRole('button', { name: 'Send Message' })
      expect(await send.isDisabled()).toBe(true)

      // ALTCHA's proof of work runs in the browser (a blob: worker the CSP allows).
      await form.getByText("I'm not a robot").click()
      await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true)
      await screenshot(page, 'contact-verified-390')
      await send.click()

      // The form gives way to a confirmation that keeps the reference on screen and has the focus.
      const panel = page.getByRole('region', { name: 'Message Sent Successfully!' })
      await panel.waitFor()
      const year = quoteReferenceYear()
      const reference = `Q-${year}-0001`
      await panel.getByText(`Your reference is ${reference}.`).waitFor()
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Message Sent Successfully!',
      )
      const whatsApp = panel.getByRole('link', { name: 'Continue on WhatsApp' })
      const text = new URL((await whatsApp.getAttribute('href')) ?? '').searchParams.get('text')
      expect(text).toContain(reference)
      // Nothing covers it: no toast repeats the confirmation on the phone's screen.
      await page.clock.runFor(500)
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0)
      await whatsApp.click({ trial: true })
      await page.clock.runFor(5000) // longer than a toast lasts
      expect(await panel.isVisible()).toBe(true)
      await screenshot(page, 'contact-confirmation-390', { fullPage: false })

      const mail = await waitForMail(smtp.messages, 1)
      expect(smtp.messages[0]?.to).toEqual(['quotes@example.com'])
      expect(mail.headers.get('reply-to')).toContain(visitor.email)
      expect(mail.headers.get('subject')).toBe(
        `Quote request ${reference}: ${visitor.service} — ${visitor.firstName} ${visitor.lastName}`,
      )
      expect(mail.text).toMatch(
        new RegExp(`${stack.baseURL}/admin-portal/requests\\?request=[0-9a-f-]{36}`),
      )

      // Another request starts from an empty form.
      await panel.getByRole('button', { name: 'Send another request' }).click()
      expect(await form.getByLabel('First name').inputValue()).toBe('')
      expect(await form.getByLabel('Message').inputValue()).toBe('')
      expect(await send.isDisabled()).toBe(true)
      expect(mail.text).toContain(visitor.message)
      expect(mail.html).toContain('Quote for a &lt;b&gt;5 kW&lt;/b&gt; system &amp; battery')
      expect(mail.html).not.toContain('<b>5 kW</b>')
    })
  })

  test('a request sent with the keyboard only, on a phone', async () => {
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await page.goto('/contact')
      await waitForHydration(page)
      const focused = () =>
        page.evaluate(() => {
          const element = document.activeElement
          const label = element?.id ? document.querySelector(`label[for="${element.id}"]`) : null
          return (
            label?.textContent ??
            element?.getAttribute('aria-label') ??
            element?.textContent ??
            ''
          )
            .replace(/\s+/g, ' ')
            .trim()
        })
      const tabTo = async (name: RegExp) => {
        for (let i = 0; i < 60 && !name.test(await focused()); i++) await page.keyboard.press('Tab')
        expect(await focused()).toMatch(name)
      }
      await tabTo(/^First name/)
      await page.keyboard.type('Sipho')
      await page.keyboard.press('Tab')
      await page.keyboard.type('Dlamini')
      await page.keyboard.press('Tab')
      await page.keyboard.type('sipho@example.org')
      await page.keyboard.press('Tab')
      await page.keyboard.type('082 555 0199')
      await page.keyboard.press('Tab')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Tab')
      await page.keyboard.type('A new DB board, please.')
      // The widget is made once the visitor starts on the form (decision 041): a person typing
      // takes longer than it needs, this test does not, so it waits as a person would see it.
      await page.getByRole('checkbox', { name: /not a robot/ }).waitFor()
      await tabTo(/not a robot/)
      await page.keyboard.press('Space')
      const send = page.getByRole('button', { name: 'Send Message' })
      await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true)
      await tabTo(/^Send Message$/)
      await page.keyboard.press('Enter')
      await page.getByRole('region', { name: 'Message Sent Successfully!' }).waitFor()
      expect(await focused()).toBe('Message Sent Successfully!')
      // From the confirmation, the next Tab reaches its actions.
      await page.keyboard.press('Tab')
      expect(await focused()).toBe('Continue on WhatsApp')
      const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
      const serious = axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
      expect(serious).toEqual([])
    })
  })

  test('the admin sees the request, its delivery and moves it through the stages to Done', async () => {
    await withPage(
      browser,
      { baseURL: stack.baseURL, viewport: viewports.desktop },
      async (page) => {
        await page.goto('/admin-portal/requests')
        const login = page.getByRole('form', { name: 'Staff sign-in' })
        await login.getByLabel('Username').fill(stack.admin.username)
        await login.getByLabel('Password').fill(stack.admin.password)
        await login.getByRole('button', { name: 'Access Admin Portal' }).click()

        const requests = page.getByRole('region', { name: 'Quote requests' })
        const request = requests.getByRole('article', {
          name: `${visitor.firstName} ${visitor.lastName}`,
        })
        await request.waitFor()
        await request.getByText(`Q-${quoteReferenceYear()}-0001`, { exact: true }).waitFor()
        await request.getByText('E-mail sent').waitFor()
        await request.getByText(visitor.message).waitFor()
        expect(await request.getByRole('link', { name: visitor.email }).getAttribute('href')).toBe(
          `mailto:${visitor.email}`,
        )
        // The pipeline: contacted, with a note; the stage filter and its counts follow.
        await request.getByLabel('Stage').selectOption('contacted')
        await request.getByLabel('Note').fill('Site visit on Tuesday at 10:00')
        await request.getByRole('button', { name: 'Save note' }).click()
        const filter = requests.getByRole('group', { name: 'Show requests by stage' })
        await filter.getByRole('button', { name: 'Contacted (1)' }).click()
        await requests.getByRole('article').first().waitFor()
        expect(await requests.getByRole('article').count()).toBe(1)
        await expect
          .poll(() => request.getByLabel('Note').inputValue())
          .toBe('Site visit on Tuesday at 10:00')
        await filter.getByRole('button', { name: /^All/ }).click()
        // The job is finished: Done, and it stays so after a reload.
        await request.getByLabel('Stage').selectOption('done')
        await filter.getByRole('button', { name: 'Done (1)' }).waitFor()
        await page.reload()
        await expect.poll(() => request.getByLabel('Stage').inputValue()).toBe('done')
        await screenshot(page, 'admin-quote-requests-1440')

        // POPIA: a customer asked to be forgotten.
        const sipho = requests.getByRole('article', { name: 'Sipho Dlamini' })
        await sipho.getByRole('button', { name: 'Erase' }).click()
        await sipho.getByRole('button', { name: 'Yes, erase' }).click()
        await page.getByText('Quote request erased').waitFor()
        await sipho.waitFor({ state: 'detached' })
        await page.reload()
        await request.waitFor()
        expect(await requests.getByRole('article', { name: 'Sipho Dlamini' }).count()).toBe(0)
      },
    )
  })

  test('a quote with two photos from a phone: mailed with a link to it, viewable by staff only', async () => {
    const sentBefore = smtp.messages.length
    const photos = [
      // A phone-sized photo (3200 × 2400, 4.6 MB): the browser sends it at 2560 px.
      { name: 'roof.jpg', mimeType: 'image/jpeg', buffer: await makeNoisyJpeg() },
      { name: 'db-board.png', mimeType: 'image/png', buffer: await makeImage('png', 640, 480) },
    ]
    let reference = ''
    let link = ''
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await page.goto('/contact')
      await waitForHydration(page)
      const form = page.getByRole('form', { name: 'Tell us about your project' })
      await form.getByLabel('First name').fill('Naledi')
      await form.getByLabel('Last name').fill('Khumalo')
      await form.getByLabel('Email').fill('naledi@example.org')
      await form.getByLabel('Phone').fill('083 555 0142')
      await form.getByLabel('Message').fill('The DB board trips when the geyser is on.')
      // As on a phone: the button opens the picker (gallery or camera), two photos are chosen.
      const chooser = page.waitForEvent('filechooser')
      await form.getByRole('button', { name: 'Add photos' }).click()
      await (await chooser).setFiles(photos)
      const picked = form.getByRole('list', { name: 'Files to send' })
      await picked.getByRole('button', { name: 'Remove db-board.png' }).waitFor()
      expect(await picked.getByRole('listitem').count()).toBe(2)
      const sentMb = await picked.getByRole('listitem').first().getByText(/ MB$/).textContent()
      const pickedMb = (photos[0]?.buffer.length ?? 0) / 2 ** 20
      expect(Number.parseFloat(sentMb ?? '')).toBeLessThan(pickedMb)
      await picked.scrollIntoViewIfNeeded()
      await screenshot(page, 'contact-photos-390', { fullPage: false })
      const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
      expect(axe.violations).toEqual([])

      await form.getByText("I'm not a robot").click()
      const send = form.getByRole('button', { name: 'Send Message' })
      await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true)
      await send.click()
      const panel = page.getByRole('region', { name: 'Message Sent Successfully!' })
      reference = (await panel.getByText(/^Q-\d{4}-\d{4}$/).textContent()) ?? ''

      const mail = await waitForMail(smtp.messages, sentBefore + 1)
      expect(mail.headers.get('subject')).toContain(reference)
      expect(mail.text).toContain('Sent with it: 2 photos (see them in the admin portal)')
      expect(smtp.messages.at(-1)?.raw).not.toMatch(/Content-Disposition: attachment/i)
      link =
        mail.text.match(/https?:\/\/\S+\/admin-portal\/requests\?request=[0-9a-f-]{36}/)?.[0] ?? ''
      expect(link).not.toBe('')

      // A visitor who learns a file's address gets nothing without the staff session.
      const requestId = new URL(link).searchParams.get('request')
      const guessed = await page.request.get(`/api/inquiries/${requestId}`)
      expect(guessed.status()).toBe(401)
    })

    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await logInAsStaff(page, stack)
      await page.goto(new URL(link).pathname + new URL(link).search + new URL(link).hash)
      const linked = page.getByRole('region', { name: `Request ${reference}` })
      await linked.waitFor()
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe(`Request ${reference}`)
      const files = linked.getByRole('region', { name: 'Sent with the request (2)' })
      // Made viewable (without location data) within seconds; the card asks again by itself.
      const open = files.getByRole('button', { name: 'Open photo roof.jpg' })
      await open.waitFor({ timeout: 30_000 })
      await files.getByRole('button', { name: 'Open photo db-board.png' }).waitFor()
      await screenshot(page, 'admin-linked-request-390', { fullPage: false })
      await open.click()
      const viewer = page.getByRole('dialog')
      await viewer.waitFor()
      const image = viewer.locator('img').first()
      await expect
        .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBe(2048)
      const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
      expect(axe.violations).toEqual([])
    })
  })
})

/**
 * Google's reCAPTCHA cannot be reached here. The browser gets a stand-in for `api.js` that
 * speaks the same JavaScript API (explicit render with callbacks, reset), and the API checks
 * tokens against a local server speaking the siteverify protocol.
 */
const recaptchaStandIn = `
  window.grecaptcha = {
    render(container, options) {
      const box = document.createElement('input')
      box.type = 'checkbox'
      box.setAttribute('aria-label', 'Stand-in reCAPTCHA for ' + options.sitekey)
      box.addEventListener('change', () => box.checked && options.callback('stand-in-token'))
      window.expireRecaptcha = () => { box.checked = false; options['expired-callback']() }
      container.append(box)
      return 0
    },
    reset() { for (const box of document.querySelectorAll('[aria-label^="Stand-in reCAPTCHA"]')) box.checked = false },
  }
  window.onRecaptchaApiLoaded()
`

describe.skipIf(skipReason)('quote requests with reCAPTCHA configured', () => {
  let browser: Browser
  let stack: Stack
  let siteverify: Awaited<ReturnType<typeof startSiteverifyServer>>

  beforeAll(async () => {
    siteverify = await startSiteverifyServer()
    siteverify.respond({ kind: 'json', body: { success: true, hostname: '127.0.0.1' } })
    stack = await startStack({
      nginx: true,
      name: 'e2e-recaptcha',
      env: {
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SITE_KEY: 'site-key-for-tests',
        RECAPTCHA_SECRET: 'secret-for-tests',
        RECAPTCHA_VERIFY_URL: siteverify.url,
      },
    })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await stopBrowserStack({ stack, browser })
    await siteverify?.stop()
  })

  test("the specification's reCAPTCHA texts, and a request verified by siteverify", async () => {
    await withPage(
      browser,
      // The refused token at the end: the browser reports the 400.
      { baseURL: stack.baseURL, viewport: viewports.desktop, allowConsole: [/status of 400/] },
      async (page) => {
        await page.route('https://www.google.com/recaptcha/api.js**', (route) =>
          route.fulfill({ contentType: 'text/javascript', body: recaptchaStandIn }),
        )
        await page.goto('/contact')
        await waitForHydration(page)
        const form = await fillQuoteForm(page)
        const send = form.getByRole('button', { name: 'Send Message' })
        const box = form.getByRole('checkbox', {
          name: 'Stand-in reCAPTCHA for site-key-for-tests',
        })

        await box.check()
        await expect.poll(() => send.isEnabled()).toBe(true)
        await page.evaluate(() =>
          (window as unknown as { expireRecaptcha: () => void }).expireRecaptcha(),
        )
        await page.getByText('reCAPTCHA Error').waitFor()
        await page.getByText('There was an error with reCAPTCHA. Please try again.').waitFor()
        expect(await send.isDisabled()).toBe(true)

        await box.check()
        await send.click()
        await page.getByText('Message Sent Successfully!').first().waitFor()
        expect(siteverify.requests.at(-1)).toEqual({
          secret: 'secret-for-tests',
          response: 'stand-in-token',
          remoteip: '127.0.0.1',
        })

        // The verifier refusing the token: nothing is accepted, the visitor is told how to call.
        siteverify.respond({
          kind: 'json',
          body: { success: false, 'error-codes': ['invalid-input-response'] },
        })
        await page.getByRole('button', { name: 'Send another request' }).click()
        await fillQuoteForm(page)
        await box.check()
        await send.click()
        await page.getByText('Failed to Send Message').waitFor()
        await page.getByText(/Please call .+ or e-mail .+ directly\./).waitFor()
      },
    )
  })
})
