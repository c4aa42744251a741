/** Zoom limits and steps of the media viewer (specification §9). */
export const minZoom = 0.25
export const maxZoom = 4
export const buttonZoomStep = 1.25
export const wheelZoomIn = 1.1
export const wheelZoomOut = 0.9

export interface Offset {
  x: number
  y: number
}

/** Zoom factor, pan offset in screen pixels (from the centred position) and the dragging flag. */
export interface ViewerState {
  zoom: number
  pan: Offset
  dragging: boolean
}

export type ViewerAction =
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'wheel'; deltaY: number }
  /** Pinch gestures set the zoom directly (clamped like every other zoom). */
  | { type: 'zoomTo'; zoom: number }
  | { type: 'reset' }
  | { type: 'panBy'; dx: number; dy: number }
  | { type: 'dragStart' }
  | { type: 'dragEnd' }
  | { type: 'mediaChanged' }

const origin: Offset = { x: 0, y: 0 }

export const initialViewerState: ViewerState = { zoom: 1, pan: origin, dragging: false }

export const canZoomIn = (state: ViewerState) => state.zoom < maxZoom
export const canZoomOut = (state: ViewerState) => state.zoom > minZoom
export const canPan = (state: ViewerState) => state.zoom > 1

/** "125%": what the readout shows. */
export const zoomPercent = (state: ViewerState) => `${Math.round(state.zoom * 100)}%`

function zoomTo(state: ViewerState, requested: number): ViewerState {
  const zoom = Math.min(maxZoom, Math.max(minZoom, requested))
  if (!Number.isFinite(zoom) || zoom === state.zoom) return state
  // At 100% or less there is nothing to pan: back to the origin (specification §4).
  if (zoom <= 1) return { zoom, pan: origin, dragging: false }
  // Zooming happens about the centre of the stage, so the offset scales with the zoom and the
  // part of the picture under the centre stays there.
  const ratio = zoom / state.zoom
  return { ...state, zoom, pan: { x: state.pan.x * ratio, y: state.pan.y * ratio } }
}

/** Zoom and pan rules of the viewer; returns the same object when nothing changes. */
export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'zoomIn':
      return zoomTo(state, state.zoom * buttonZoomStep)
    case 'zoomOut':
      return zoomTo(state, state.zoom / buttonZoomStep)
    case 'wheel':
      // Wheel up (negative deltaY) zooms in; a purely horizontal scroll changes nothing.
      if (action.deltaY === 0) return state
      return zoomTo(state, state.zoom * (action.deltaY < 0 ? wheelZoomIn : wheelZoomOut))
    case 'zoomTo':
      return zoomTo(state, action.zoom)
    case 'panBy':
      if (!canPan(state) || (action.dx === 0 && action.dy === 0)) return state
      return { ...state, pan: { x: state.pan.x + action.dx, y: state.pan.y + action.dy } }
    case 'dragStart':
      return canPan(state) && !state.dragging ? { ...state, dragging: true } : state
    case 'dragEnd':
      return state.dragging ? { ...state, dragging: false } : state
    case 'reset':
    case 'mediaChanged':
      return state.zoom === 1 && state.pan === origin && !state.dragging
        ? state
        : initialViewerState
  }
}
