/**
 * A stand-in for the third-party `<altcha-widget>` in jsdom (which has no Web Workers and no
 * proof of work): it takes the real widget's events and `reset()`, so the form's side of the
 * provider interface is tested as the real widget drives it. Registered by
 * `vi.mock('altcha', ...)` in the tests that need it.
 */
export class FakeAltchaWidget extends HTMLElement {
  resets = 0

  reset() {
    this.resets += 1
    this.emit('statechange', { state: 'unverified', payload: null })
  }

  /** What the real widget does when its proof of work is done. */
  solve(payload = 'altcha-payload') {
    this.emit('statechange', { state: 'verifying', payload: null })
    this.emit('statechange', { state: 'verified', payload })
    this.emit('verified', { payload })
  }

  /** ALTCHA 3 reports expiry both ways. */
  expire() {
    this.emit('statechange', { state: 'expired', payload: null })
    this.emit('expired')
  }

  fail() {
    this.emit('statechange', { state: 'error', payload: null })
  }

  private emit(type: string, detail?: unknown) {
    this.dispatchEvent(new CustomEvent(type, { detail }))
  }
}

export function defineFakeAltchaWidget() {
  if (!customElements.get('altcha-widget')) {
    customElements.define('altcha-widget', FakeAltchaWidget)
  }
}
