import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/**
 * A component that lives in a chunk of its own, fetched on its first render (inside a
 * `<Suspense>`). `load` must be a literal `import('./file')` for the bundler to split it; `pick`
 * names the export, since React's `lazy` wants a default one.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: pick(module) })))
}
