import { type RefObject, useEffect } from 'react'

/**
 * Plays a muted video while a quarter of it is on screen and pauses it otherwise. A page of card
 * videos with the `autoplay` attribute streams every one of them, far below the fold too (seven
 * 5 MB clips on a phone's gallery page, measured in Chromium); this streams what is seen.
 */
export function usePlayWhileVisible(ref: RefObject<HTMLVideoElement | null>, enabled: boolean) {
  useEffect(() => {
    const video = ref.current
    if (!video || !enabled) return
    const play = () => {
      // Refused (a browser that blocks even muted autoplay) or cut short by pause(): the poster
      // or first frame stays, which is all a card needs.
      video.play()?.catch(() => {})
    }
    if (typeof IntersectionObserver === 'undefined') {
      play()
      return () => video.pause()
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) play()
        else video.pause()
      },
      { threshold: 0.25 },
    )
    observer.observe(video)
    return () => {
      observer.disconnect()
      video.pause()
    }
  }, [ref, enabled])
}
