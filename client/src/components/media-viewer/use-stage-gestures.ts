import { type Dispatch, type PointerEvent, useRef } from 'react'
import type { Offset, ViewerAction } from './viewer-state'

/** A touch that travels this far sideways (and mostly sideways) is a swipe. */
const swipeDistance = 50

interface StageGestureOptions {
  zoom: number
  dispatch: Dispatch<ViewerAction>
  onSwipe: (direction: 'previous' | 'next') => void
}

const distance = (a: Offset, b: Offset) => Math.hypot(a.x - b.x, a.y - b.y)

/**
 * Pointer Events on the image stage: one pointer drags the picture above 100%; two pointers pinch
 * the zoom; one finger swiping sideways at 100% or less goes to the neighbour. The stage has
 * `touch-action: none`, so the browser leaves these gestures to us.
 */
export function useStageGestures({ zoom, dispatch, onSwipe }: StageGestureOptions) {
  const pointers = useRef(new Map<number, Offset>())
  const pinch = useRef<{ distance: number; zoom: number } | null>(null)
  const swipe = useRef<{ id: number; start: Offset } | null>(null)

  const pinchDistance = () => {
    const [a, b] = [...pointers.current.values()]
    return a && b ? distance(a, b) : 0
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    // Keep receiving the moves when the pointer leaves the stage mid-drag (jsdom lacks it).
    event.currentTarget.setPointerCapture?.(event.pointerId)
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (pointers.current.size === 2) {
      pinch.current = { distance: pinchDistance(), zoom }
      swipe.current = null
      dispatch({ type: 'dragEnd' })
    } else if (pointers.current.size === 1) {
      dispatch({ type: 'dragStart' })
      swipe.current =
        event.pointerType !== 'mouse' && zoom <= 1
          ? { id: event.pointerId, start: { x: event.clientX, y: event.clientY } }
          : null
    }
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const previous = pointers.current.get(event.pointerId)
    if (!previous) return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (pinch.current) {
      const now = pinchDistance()
      if (pinch.current.distance > 0 && now > 0) {
        dispatch({ type: 'zoomTo', zoom: (pinch.current.zoom * now) / pinch.current.distance })
      }
    } else if (pointers.current.size === 1) {
      // Ignored by the reducer at 100% or less.
      dispatch({
        type: 'panBy',
        dx: event.clientX - previous.x,
        dy: event.clientY - previous.y,
      })
    }
  }

  function onPointerEnd(event: PointerEvent<HTMLElement>) {
    if (!pointers.current.delete(event.pointerId)) return
    const started = swipe.current
    if (event.type === 'pointerup' && started?.id === event.pointerId) {
      const dx = event.clientX - started.start.x
      const dy = event.clientY - started.start.y
      if (Math.abs(dx) >= swipeDistance && Math.abs(dx) > Math.abs(dy) * 1.5) {
        onSwipe(dx < 0 ? 'next' : 'previous')
      }
    }
    if (started?.id === event.pointerId) swipe.current = null
    if (pointers.current.size < 2) pinch.current = null
    if (pointers.current.size === 0) dispatch({ type: 'dragEnd' })
  }

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
  }
}
