import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

// The files share one module graph per worker (isolate: false, decision 073): a lazy import a
// component started (the captcha contract, sonner) must finish before this file's jsdom is torn
// down, or it fails in whichever file runs next.
afterAll(() => vi.dynamicImportSettled())

// jsdom has no layout and logs "not implemented" for the router's scroll restoration. (Files that
// test server rendering run in Node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = (() => {}) as typeof window.scrollTo

// jsdom has no matchMedia either: every media query is false unless a test says otherwise.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

// jsdom cannot play media and says so on every call: here play() resolves and pause() does
// nothing (tests that care spy on them, see fake-intersection-observer.ts).
if (typeof window !== 'undefined') {
  window.HTMLMediaElement.prototype.play = () => Promise.resolve()
  window.HTMLMediaElement.prototype.pause = () => {}
}
