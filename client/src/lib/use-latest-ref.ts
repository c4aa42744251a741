import { type RefObject, useEffect, useRef } from 'react'

/**
 * A ref that holds the latest `value` (a callback the caller may make anew on each render), for an
 * effect that calls it without running again whenever it changes.
 */
export function useLatestRef<T>(value: T): RefObject<T> {
  const ref = useRef(value)
  useEffect(() => {
    ref.current = value
  }, [value])
  return ref
}
