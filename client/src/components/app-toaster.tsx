import { ClientOnly } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyComponent } from '../lib/lazy-component'

// Loaded after hydration: toasts only follow user actions, so first paint need not wait for it.
const { Component: Toaster } = lazyComponent(
  () => import('sonner'),
  (module) => module.Toaster,
)

/** Toasts with the specification's defaults. Client-only: it reads the colour scheme on mount. */
export function AppToaster() {
  return (
    <ClientOnly>
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
    </ClientOnly>
  )
}
