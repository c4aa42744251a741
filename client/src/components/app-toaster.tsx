import { Suspense, useSyncExternalStore } from 'react'
import { lazyComponent } from '../lib/lazy-component'

// Sonner (8 KB of brotli) is fetched when the first toast may come: toasts follow a visitor's
// tap or key press, so the home page's first load needs none of it (issue 39).
const Toaster = lazyComponent(
  () => import('sonner'),
  (module) => module.Toaster,
)

const firstInput = ['pointerdown', 'keydown'] as const
let wanted = false
const listeners = new Set<() => void>()

/**
 * Mounts the toaster now: for a toast that follows no tap or key press (a shared link to a photo
 * that is gone). A toast made before the toaster mounts is shown once it does.
 */
export function showToaster() {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  for (const type of firstInput)
    document.addEventListener(type, showToaster, { capture: true, passive: true })
  return () => {
    listeners.delete(listener)
    for (const type of firstInput)
      document.removeEventListener(type, showToaster, { capture: true })
  }
}

/** Toasts with the specification's defaults, drawn in the browser only, from the first input on. */
export function AppToaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )
  if (!shown) return null
  return (
    <Suspense>
      <Toaster
        visibleToasts={3}
        duration={4000}
        theme="system"
        richColors
        closeButton
        // Above the phone's contact bar (3.5rem), not on it.
        mobileOffset={{ bottom: 'calc(4.5rem + env(safe-area-inset-bottom))' }}
      />
    </Suspense>
  )
}
