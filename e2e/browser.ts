import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { expect } from 'vitest'
import { chromiumFlags } from './chromium-flags.js'
import { repoRoot } from './stack.js'

export const CHROMIUM_BIN = '/usr/bin/chromium'
const SCREENSHOT_DIR = path.join(repoRoot, '.artifacts/screenshots')

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const

/** Debian's Chromium driven by playwright-core (no downloaded browser). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_BIN,
    args: chromiumFlags,
  })
}

export interface PageSession {
  page: Page
  context: BrowserContext
  /** Console errors and uncaught page errors seen so far. */
  problems: string[]
  /** Closes the context and fails the test if the page logged an error. */
  close(): Promise<void>
}

export async function openPage(
  browser: Browser,
  options: {
    baseURL: string
    viewport: { width: number; height: number }
    /** Console errors that are expected here, matched against `text (url)`. */
    allowConsole?: RegExp[]
    /** Fail on console warnings too (React's development build warns about hydration there). */
    failOnWarnings?: boolean
    /** false: what a crawler or a visitor without JavaScript gets. */
    javaScriptEnabled?: boolean
    /** Accept the test's own self-signed certificate (a TLS proxy started by the test). */
    ignoreHTTPSErrors?: boolean
    /** Device pixels per CSS pixel (1 unless given): a phone's screen is 2 or 3. */
    deviceScaleFactor?: number
  },
): Promise<PageSession> {
  const phone = options.viewport.width < 768
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: options.viewport,
    isMobile: phone,
    hasTouch: phone,
    locale: 'en-ZA',
    timezoneId: 'Africa/Johannesburg',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
  })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    const failing = options.failOnWarnings ? ['error', 'warning'] : ['error']
    if (!failing.includes(message.type())) return
    const text = message.text()
    const where = message.location().url
    const line = `${text}${where ? ` (${where})` : ''}`
    if (options.allowConsole?.some((pattern) => pattern.test(line))) return
    problems.push(`console.${message.type()}: ${line}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`))
  return {
    page,
    context,
    problems,
    async close() {
      await context.close()
      expect(problems, 'the page logged errors').toEqual([])
    },
  }
}

/**
 * Runs `use` with a fresh page and fails when the page logged an error, also when `use` passed.
 * When `use` throws, the page's errors are added to that failure.
 */
export async function withPage(
  browser: Browser,
  options: Parameters<typeof openPage>[1],
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const session = await openPage(browser, options)
  try {
    await use(session.page)
  } catch (error) {
    await session.context.close().catch(() => {})
    if (error instanceof Error && session.problems.length > 0) {
      error.message += `\n\nThe page also logged:\n${session.problems.join('\n')}`
    }
    throw error
  }
  await session.close()
}

/**
 * Saves a screenshot (the full page unless `fullPage` is false: what the screen shows, fixed
 * bars and dialogs where a visitor sees them) to .artifacts/screenshots/<name>.png.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`)
  await page.screenshot({ path: file, fullPage })
}

/** Closes every toast on screen, so that a screenshot shows what they would cover. */
export async function closeToasts(page: Page): Promise<void> {
  await page.$$eval('[data-sonner-toast] [data-close-button]', (buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click()
  })
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'))
}

/**
 * Waits until React has hydrated the whole page, not only the document shell: React hydrates
 * each Suspense boundary in a task of its own, and attaches its fiber to a DOM node only once
 * that node is hydrated. A click before that can trip TanStack/router#8306 (decision 006).
 */
export async function waitForHydration(page: Page): Promise<void> {
  // Every heading, link and button has its fiber: no Suspense boundary of the page (the route's,
  // lazily loaded parts of the layout) is still waiting to hydrate.
  await page.waitForFunction(() => {
    const hydrated = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    const heading = document.querySelector('main h1')
    const interactive = document.body.querySelectorAll('h1, h2, a, button')
    return heading !== null && hydrated(heading) && Array.from(interactive).every(hydrated)
  })
}

/** Slows the page's uploads down to `bytesPerSecond` (Chromium's network emulation), so what
 * happens while one is under way can be seen: its progress, a break in the middle. */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  })
}
