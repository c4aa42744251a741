import { RotateCcw, ZoomIn, ZoomOut } from 'lucide'
import type { Dispatch } from 'react'
import { ViewerButton } from './viewer-button'
import {
  canZoomIn,
  canZoomOut,
  type ViewerAction,
  type ViewerState,
  zoomPercent,
} from './viewer-state'

interface ZoomControlsProps {
  state: ViewerState
  dispatch: Dispatch<ViewerAction>
}

/** Zoom out, the percentage (announced politely), zoom in and reset. */
export function ZoomControls({ state, dispatch }: ZoomControlsProps) {
  return (
    <div className="flex items-center justify-center gap-1 sm:gap-2">
      <ViewerButton
        label="Zoom out"
        drawing={ZoomOut}
        disabled={!canZoomOut(state)}
        onClick={() => dispatch({ type: 'zoomOut' })}
      />
      <output aria-live="polite" className="w-14 text-center text-sm font-semibold tabular-nums">
        {zoomPercent(state)}
      </output>
      <ViewerButton
        label="Zoom in"
        drawing={ZoomIn}
        disabled={!canZoomIn(state)}
        onClick={() => dispatch({ type: 'zoomIn' })}
      />
      <ViewerButton
        label="Reset zoom"
        drawing={RotateCcw}
        onClick={() => dispatch({ type: 'reset' })}
      />
    </div>
  )
}
