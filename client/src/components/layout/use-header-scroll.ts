import { useEffect, useState } from 'react'
import { initialHeaderState, nextHeaderState } from './header-state'

interface HeaderView {
  scrolled: boolean
  hidden: boolean
}

/** Tracks the header's scroll-driven look. Renders the top-of-page state until mounted. */
export function useHeaderScroll(): HeaderView {
  const [view, setView] = useState<HeaderView>({ scrolled: false, hidden: false })

  useEffect(() => {
    let state = initialHeaderState(window.scrollY)
    let frame = 0
    const publish = () => {
      setView((current) =>
        current.scrolled === state.scrolled && current.hidden === state.hidden
          ? current
          : { scrolled: state.scrolled, hidden: state.hidden },
      )
    }
    const onScroll = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        state = nextHeaderState(state, window.scrollY)
        publish()
      })
    }
    publish()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  return view
}
