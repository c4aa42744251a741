import { useEffect, useState } from 'react'

/** Fields that bring up the on-screen keyboard on a phone. */
function opensKeyboard(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true
  if (element instanceof HTMLSelectElement) return true
  if (!(element instanceof HTMLInputElement)) return false
  return ![
    'button',
    'checkbox',
    'color',
    'file',
    'hidden',
    'image',
    'radio',
    'range',
    'reset',
    'submit',
  ].includes(element.type)
}

/**
 * True while a text field has the focus: on a phone the on-screen keyboard is then up, and
 * anything fixed to the bottom of the screen would sit on top of the field being typed in.
 */
export function useTyping(): boolean {
  const [typing, setTyping] = useState(false)
  useEffect(() => {
    const update = () => setTyping(opensKeyboard(document.activeElement))
    update()
    // focusout fires before the next element has the focus: check once it has settled.
    const later = () => requestAnimationFrame(update)
    document.addEventListener('focusin', update)
    document.addEventListener('focusout', later)
    return () => {
      document.removeEventListener('focusin', update)
      document.removeEventListener('focusout', later)
    }
  }, [])
  return typing
}
