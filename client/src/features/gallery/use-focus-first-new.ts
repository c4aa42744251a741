import { type RefObject, useEffect, useRef } from 'react'

/**
 * After "Show more projects", focus moves to the first card that came with the new page, so a
 * keyboard user goes on from where the list grew (the button itself goes at the end).
 */
export function useFocusFirstNew(grid: RefObject<HTMLElement | null>, count: number) {
  const firstNew = useRef<number | null>(null)
  useEffect(() => {
    const index = firstNew.current
    if (index === null || count <= index) return
    firstNew.current = null
    grid.current?.querySelectorAll<HTMLElement>('li button')[index]?.focus()
  }, [grid, count])
  return () => {
    firstNew.current = count
  }
}
