import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scriptsAfterPaintLoader } from './scripts-after-paint'

// jsdom has no paint timing: the loader takes its way for such browsers (and hidden tabs), which
// loads once the document is parsed. The way after the first paint is checked in Chromium
// (e2e/public-pages.test.ts).

function runLoader(entry: string) {
  const loader = document.createElement('script')
  loader.setAttribute('data-entry', entry)
  Object.defineProperty(document, 'currentScript', { value: loader, configurable: true })
  try {
    new Function(scriptsAfterPaintLoader)()
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true })
  }
}

function modulesBlock(modules: string[]) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.setAttribute('data-modules', '')
  block.textContent = JSON.stringify(modules)
  document.body.append(block)
}

// The loader works in tasks (setTimeout, requestAnimationFrame): the tests move the clock.
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the loader of a page the server rendered', () => {
  afterEach(() => {
    document.head.replaceChildren()
    document.body.replaceChildren()
  })

  it('preloads every listed module once, then adds the entry script', async () => {
    modulesBlock(['/assets/index.js', '/assets/react.js', '/assets/router.js'])
    modulesBlock(['/assets/route.js', '/assets/react.js'])
    modulesBlock(['/assets/a.js', '/assets/b.js', '/assets/c.js'])
    runLoader('/assets/index.js')
    // One fetch started per task: each costs the main thread milliseconds on a phone.
    expect(document.head.querySelectorAll('link')).toHaveLength(1)
    await vi.runAllTimersAsync()

    const preloads = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
    ])
    expect(preloads).toEqual(
      [
        '/assets/index.js',
        '/assets/react.js',
        '/assets/router.js',
        '/assets/route.js',
        '/assets/a.js',
        '/assets/b.js',
        '/assets/c.js',
      ].map((href) => ['modulepreload', href]),
    )
    const scripts = [...document.head.querySelectorAll('script')]
    expect(scripts.map((script) => [script.type, script.getAttribute('src')])).toEqual([
      ['module', '/assets/index.js'],
    ])
    // Added after the preloads, so its imports are already on their way.
    expect(document.head.lastElementChild).toBe(scripts[0])
  })

  it('loads the entry alone when no module is listed', async () => {
    runLoader('/assets/index.js')
    await vi.runAllTimersAsync()
    expect(document.head.querySelectorAll('link')).toHaveLength(0)
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/index.js')
  })
})

/** A browser that reports the first contentful paint (jsdom has no paint timing). */
function paintIsReported() {
  class ReportsFirstPaint {
    static supportedEntryTypes = ['paint']
    constructor(
      private readonly callback: (
        entries: { getEntriesByName: (name: string) => unknown[] },
        observer: ReportsFirstPaint,
      ) => void,
    ) {}
    observe() {
      queueMicrotask(() =>
        this.callback(
          { getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) },
          this,
        ),
      )
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', ReportsFirstPaint)
}

/** The page's first card's image, fetched at high priority and not loaded yet. */
function firstCardImage() {
  const image = document.createElement('img')
  image.setAttribute('fetchpriority', 'high')
  Object.defineProperty(image, 'complete', { value: false, configurable: true })
  document.body.append(image)
  return image
}

const entryScripts = () => document.head.querySelectorAll('script').length
/** Moves the clock on, well short of the loader's 3 s fallback. */
const aWhile = () => vi.advanceTimersByTimeAsync(1000)

describe('the loader, where the first paint is reported', () => {
  afterEach(() => {
    document.head.replaceChildren()
    document.body.replaceChildren()
    vi.unstubAllGlobals()
  })

  it('loads the scripts after the first paint when no image is fetched at high priority', async () => {
    paintIsReported()
    runLoader('/assets/index.js')
    await aWhile()
    expect(entryScripts()).toBe(1)
  })

  it.each([
    ["waits until the page's first image is drawn, then loads the scripts", 'load'],
    ['loads the scripts when that image cannot be loaded', 'error'],
  ])('%s', async (_name, event) => {
    paintIsReported()
    const image = firstCardImage()
    runLoader('/assets/index.js')
    await aWhile()
    expect(entryScripts()).toBe(0)
    image.dispatchEvent(new Event(event))
    await aWhile()
    expect(entryScripts()).toBe(1)
  })

  it('loads the scripts after 3 s however long the image takes', async () => {
    paintIsReported()
    firstCardImage()
    runLoader('/assets/index.js')
    await vi.advanceTimersByTimeAsync(2900)
    expect(entryScripts()).toBe(0)
    await vi.advanceTimersByTimeAsync(200)
    expect(entryScripts()).toBe(1)
  })

  it('loads once, however many times it is started', async () => {
    // The first paint, a hidden tab and the 3 s fallback each start it.
    paintIsReported()
    modulesBlock(['/assets/index.js'])
    runLoader('/assets/index.js')
    document.dispatchEvent(new Event('visibilitychange'))
    document.dispatchEvent(new Event('DOMContentLoaded'))
    await vi.runAllTimersAsync()
    expect(document.head.querySelectorAll('script')).toHaveLength(1)
    expect(document.head.querySelectorAll('link')).toHaveLength(1)
  })
})
