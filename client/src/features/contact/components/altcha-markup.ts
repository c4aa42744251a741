/**
 * ALTCHA 3.2.2 writes two attributes HTML does not allow: `dir=""` on its box (its Svelte code
 * assigns `div.dir = div.dir`, which turns a missing attribute into an empty one) and `name=""`
 * on its checkbox (hard-coded; the checkbox is not a form field, the payload's input is). Both
 * mean the same as no attribute, so they are removed, also each time the widget writes them again.
 * Returns a function that stops watching.
 */
export function keepAltchaMarkupValid(widget: HTMLElement): () => void {
  const repair = () => {
    for (const element of Array.from(widget.querySelectorAll('[dir=""], input[name=""]'))) {
      if (element.getAttribute('dir') === '') element.removeAttribute('dir')
      if (element.getAttribute('name') === '') element.removeAttribute('name')
    }
  }
  repair()
  const observer = new MutationObserver(repair)
  observer.observe(widget, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['dir', 'name'],
  })
  return () => observer.disconnect()
}
