import { RotateCcw, ZoomIn, ZoomOut } from 'lucide'
import type { Dispatch } from 'react'
import { Icon } from '../ui/icon'
import { iconButtonClass } from './icon-button-class'
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
      <button
        type="button"
        aria-label="Zoom out"
        title="Zoom out"
        className={iconButtonClass}
        disabled={!canZoomOut(state)}
        onClick={() => dispatch({ type: 'zoomOut' })}
      >
        <Icon drawing={ZoomOut} aria-hidden="true" className="size-6" />
      </button>
      <output aria-live="polite" className="w-14 text-center text-sm font-semibold tabular-nums">
        {zoomPercent(state)}
      </output>
      <button
        type="button"
        aria-label="Zoom in"
        title="Zoom in"
        className={iconButtonClass}
        disabled={!canZoomIn(state)}
        onClick={() => dispatch({ type: 'zoomIn' })}
      >
        <Icon drawing={ZoomIn} aria-hidden="true" className="size-6" />
      </button>
      <button
        type="button"
        aria-label="Reset zoom"
        title="Reset zoom"
        className={iconButtonClass}
        onClick={() => dispatch({ type: 'reset' })}
      >
        <Icon drawing={RotateCcw} aria-hidden="true" className="size-6" />
      </button>
    </div>
  )
}
