import { useCallback, useState } from 'react'

interface Opened<T> {
  items: readonly T[]
  index: number
}

/**
 * Which item of a list the viewer shows. The list is kept as it was when the viewer opened, so a
 * background refresh (the home page reshuffles its projects every 3 minutes) does not swap the
 * picture or the neighbours under the visitor.
 */
export function useListViewer<T>() {
  const [opened, setOpened] = useState<Opened<T> | null>(null)

  const open = useCallback((index: number, items: readonly T[]) => {
    if (index >= 0 && index < items.length) setOpened({ items, index })
  }, [])
  const close = useCallback(() => setOpened(null), [])
  const step = useCallback((by: -1 | 1) => {
    setOpened((current) => {
      if (!current) return current
      const index = current.index + by
      return index >= 0 && index < current.items.length ? { ...current, index } : current
    })
  }, [])
  const previous = useCallback(() => step(-1), [step])
  const next = useCallback(() => step(1), [step])

  return {
    current: opened ? opened.items[opened.index] : undefined,
    index: opened?.index,
    count: opened?.items.length,
    hasPrevious: !!opened && opened.index > 0,
    hasNext: !!opened && opened.index < opened.items.length - 1,
    open,
    close,
    previous,
    next,
  }
}
