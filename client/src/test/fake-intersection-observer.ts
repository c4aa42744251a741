import { vi } from 'vitest'

/**
 * jsdom has no layout, so no IntersectionObserver and no media playback. This stand-in lets a
 * test say when an element comes on or goes off screen, and records play() and pause().
 */
export class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = []
  readonly elements: Element[] = []

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.observers.push(this)
  }

  observe(element: Element) {
    this.elements.push(element)
  }

  disconnect() {
    this.elements.length = 0
  }

  /** Reports every observed element as now on (true) or off (false) screen. */
  static scroll(onScreen: boolean) {
    for (const observer of FakeIntersectionObserver.observers) {
      const entries = observer.elements.map(
        (target) => ({ target, isIntersecting: onScreen }) as IntersectionObserverEntry,
      )
      if (entries.length > 0)
        observer.callback(entries, observer as unknown as IntersectionObserver)
    }
  }
}

/** Installs the stand-in and spies on playback; returns the spies. */
export function fakeScreenAndPlayback() {
  FakeIntersectionObserver.observers = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  const play = vi
    .spyOn(HTMLMediaElement.prototype, 'play')
    .mockImplementation(() => Promise.resolve())
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
  return { play, pause }
}
