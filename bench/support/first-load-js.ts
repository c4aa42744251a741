import { get } from 'node:http'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'

// A page's JavaScript as a visitor's browser meets it (issue 39): every script the browser
// fetches from a fresh context until the network has been quiet for a while, each at the size it
// has when asked for with `Accept-Encoding: br`, as a browser over https asks.

/** How long the network stays quiet before the page counts as idle. */
const IDLE_MS = 2000

export interface LoadedScript {
  url: string
  file: string
  /** Body bytes as sent to a client that accepts brotli. */
  brotli: number
  /** Milliseconds from the navigation's start to the response. */
  at: number
}

export interface FirstLoadJs {
  /** Every script before idle, largest first. */
  beforeIdle: LoadedScript[]
  /** Scripts fetched after idle once the visitor scrolls to the end of the page. */
  onScroll: LoadedScript[]
}

/** The bytes of a body sent to a client that accepts only brotli (Chromium asks so only over https). */
export function brotliBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(bytes)
          : reject(new Error(`${url}: ${response.statusCode}`)),
      )
      response.on('error', reject)
    }).on('error', reject)
  })
}

/** Resolves once no request has been open or started for IDLE_MS. */
function networkIdle(page: Page): Promise<void> {
  let open = 0
  let lastActivity = Date.now()
  const started = () => {
    open += 1
    lastActivity = Date.now()
  }
  const ended = () => {
    open -= 1
    lastActivity = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return new Promise((resolve) => {
    const check = setInterval(() => {
      if (open > 0 || Date.now() - lastActivity < IDLE_MS) return
      clearInterval(check)
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
      resolve()
    }, 100)
  })
}

/** The scripts a first visit to `url` loads, from a fresh browser context (nothing cached). */
export async function firstLoadJs(
  browser: Browser,
  url: string,
  viewport = { width: 390, height: 844 },
): Promise<FirstLoadJs> {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    const seen: { url: string; at: number }[] = []
    let start = Date.now()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        seen.push({ url: response.url(), at: Date.now() - start })
    })
    const idle = networkIdle(page)
    start = Date.now()
    await page.goto(url)
    await idle
    const beforeIdle = seen.length
    const scrolled = networkIdle(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await scrolled
    const sized = (list: typeof seen) =>
      Promise.all(
        list.map(async (script) => ({
          ...script,
          file: path.basename(new URL(script.url).pathname),
          brotli: await brotliBytes(script.url),
        })),
      )
    return {
      beforeIdle: (await sized(seen.slice(0, beforeIdle))).sort((a, b) => b.brotli - a.brotli),
      onScroll: await sized(seen.slice(beforeIdle)),
    }
  } finally {
    await context.close()
  }
}

/** The report's lines: the total against a goal, then each file. */
export function firstLoadJsLines(name: string, measured: FirstLoadJs, goalKb: number): string[] {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  const total = measured.beforeIdle.reduce((sum, s) => sum + s.brotli, 0)
  const line = (s: LoadedScript) =>
    `  ${s.file.padEnd(36)} ${kb(s.brotli).padStart(6)} KB  at ${String(s.at).padStart(5)} ms`
  return [
    `${name} JavaScript until idle: ${kb(total)} KB brotli in ${measured.beforeIdle.length} files ` +
      `(goal ≤ ${goalKb} KB: ${total / 1024 <= goalKb ? 'met' : 'missed'})`,
    ...measured.beforeIdle.map(line),
    measured.onScroll.length === 0
      ? '  after idle, scrolled to the end: no more scripts'
      : `  after idle, scrolled to the end: ${measured.onScroll.length} more`,
    ...measured.onScroll.map(line),
  ]
}
