import { useEffect, useState } from 'react'

/**
 * False on the first render, true once the component has mounted. What it turns on (a query's
 * fetch, a component drawn only in the browser) is then left out of the page the server sends and
 * of hydration's first render, so the two agree. Measured: starting it in a task of its own
 * instead moved no figure (decision 035).
 */
export function useStartedAfterMount(): boolean {
  const [started, setStarted] = useState(false)
  useEffect(() => setStarted(true), [])
  return started
}
