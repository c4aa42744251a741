import { useEffect, useState } from 'react'

/**
 * False on the first render, true from a task after the component mounted. What it turns on
 * (a query's fetch, a component drawn only in the browser) then happens in a short task of its
 * own instead of lengthening the commit that mounted it: after hydration that commit is the
 * page's longest task (decision 038). Unlike TanStack Router's `useHydrated`, whose change is
 * rendered synchronously at the end of that same commit.
 */
export function useStartedAfterMount(): boolean {
  const [started, setStarted] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true))
    return () => clearTimeout(timer)
  }, [])
  return started
}
