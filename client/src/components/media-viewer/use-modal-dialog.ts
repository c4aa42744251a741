import { type RefObject, useEffect } from 'react'
import { useLatestRef } from '../../lib/use-latest-ref'

/**
 * Shows a `<dialog>` (which needs tabIndex -1) as a modal while the component is mounted, and
 * gives focus back to whatever opened it when it goes away.
 *
 * Why the native element rather than role="dialog" with a hand-made trap: `showModal()` puts it in
 * the top layer (above the fixed header, no z-index race), makes the rest of the page inert for
 * pointer, keyboard and screen-reader users alike, and turns ESC (and Android's back gesture) into
 * a `cancel` event. A script trap only catches Tab. Every browser we target has had it since 2022.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
) {
  // The latest onClose without re-running the effect (which would close and reopen the dialog).
  const onCloseRef = useLatestRef(onClose)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // The page behind must not scroll under the wheel or a swipe while the viewer is up.
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'

    // ESC: the parent decides (it owns `open`), so the browser must not close the dialog itself.
    const onCancel = (event: Event) => {
      event.preventDefault()
      onCloseRef.current()
    }
    // Browsers may still close it without a cancellable `cancel` (Chrome does on a second ESC with
    // no click in between); keep the parent's state in step.
    const onNativeClose = () => onCloseRef.current()
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onNativeClose)
    if (!dialog.open) dialog.showModal()
    // The dialog itself, not its first control (the Download link, where an Enter would start a
    // download): screen readers announce its name, and the arrow keys work at once.
    dialog.focus()

    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onNativeClose)
      if (dialog.open) dialog.close()
      root.style.overflow = overflow
      // The dialog is unmounted with everything in it, so focus would fall back to <body>.
      if (opener?.isConnected) opener.focus()
    }
  }, [dialogRef])
}
