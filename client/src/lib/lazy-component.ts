import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export interface LazyComponent<P extends object> {
  /** Render inside a `<Suspense>`: the first render waits for the module. */
  Component: LazyExoticComponent<ComponentType<P>>
  /**
   * Starts fetching the module (for example while the data it will show is asked for), in a
   * task of its own: called from an effect, it would otherwise lengthen the commit that ran it.
   */
  preload: () => void
}

/**
 * A component that lives in a chunk of its own. `load` must be a literal `import('./file')` for
 * the bundler to split it; `pick` names the export, since React's `lazy` wants a default one.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  return {
    Component: lazy(() => load().then((module) => ({ default: pick(module) }))),
    // Vite's import adds a modulepreload link per dependency; starting each fetch costs the
    // main thread a few milliseconds on a phone (decision 038).
    preload: () => {
      setTimeout(() => void load())
    },
  }
}
