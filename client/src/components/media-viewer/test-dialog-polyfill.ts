/**
 * jsdom has no modal dialogs: `HTMLDialogElement` lacks `open`, `showModal()` and `close()`.
 * Tests import this stand-in, which only toggles the `open` attribute and fires `close`; it
 * patches nothing that exists, and app code never uses it (every browser we target has them).
 * No top layer, focus trap or ESC-to-cancel here: tests fire `cancel` as the browser would.
 */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype
  if (!Reflect.has(proto, 'open')) {
    Object.defineProperty(proto, 'open', {
      configurable: true,
      get(this: HTMLDialogElement) {
        return this.hasAttribute('open')
      },
      set(this: HTMLDialogElement, value: boolean) {
        this.toggleAttribute('open', value)
      },
    })
  }
  if (!Reflect.has(proto, 'showModal')) {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true
    }
  }
  if (!Reflect.has(proto, 'close')) {
    proto.close = function close(this: HTMLDialogElement) {
      if (!this.open) return
      this.open = false
      this.dispatchEvent(new Event('close'))
    }
  }
}
