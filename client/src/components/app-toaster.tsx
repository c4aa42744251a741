import { Suspense } from 'react'
import { lazyComponent } from '../lib/lazy-component'
import { useStartedAfterMount } from '../lib/use-started-after-mount'

// Loaded after hydration: toasts only follow user actions, so first paint need not wait for it.
const { Component: Toaster } = lazyComponent(
  () => import('sonner'),
  (module) => module.Toaster,
)

/**
 * Toasts with the specification's defaults. Drawn in the browser only (it reads the colour scheme
 * on mount), a task after hydration.
 */
export function AppToaster() {
  const started = useStartedAfterMount()
  if (!started) return null
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
