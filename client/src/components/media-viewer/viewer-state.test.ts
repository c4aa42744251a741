import { describe, expect, it } from 'vitest'
import {
  canZoomIn,
  canZoomOut,
  initialViewerState,
  maxZoom,
  minZoom,
  type ViewerAction,
  type ViewerState,
  viewerReducer,
  zoomPercent,
} from './viewer-state'

const run = (actions: ViewerAction[], from: ViewerState = initialViewerState) =>
  actions.reduce(viewerReducer, from)
const times = (count: number, action: ViewerAction) => Array<ViewerAction>(count).fill(action)

/** Zoomed to 156% and dragged 40 px right, 20 px down. */
const panned = run([{ type: 'zoomIn' }, { type: 'zoomIn' }, { type: 'panBy', dx: 40, dy: 20 }])

describe('viewerReducer', () => {
  it('starts at 100% at the origin, not dragging', () => {
    expect(initialViewerState).toEqual({ zoom: 1, pan: { x: 0, y: 0 }, dragging: false })
    expect(zoomPercent(initialViewerState)).toBe('100%')
  })

  it('multiplies by 1.25 on zoom in and divides by 1.25 on zoom out', () => {
    expect(run([{ type: 'zoomIn' }]).zoom).toBe(1.25)
    expect(run([{ type: 'zoomOut' }]).zoom).toBeCloseTo(0.8)
    expect(run([{ type: 'zoomIn' }, { type: 'zoomOut' }]).zoom).toBe(1)
    expect(zoomPercent(run([{ type: 'zoomIn' }]))).toBe('125%')
    expect(zoomPercent(run([{ type: 'zoomOut' }]))).toBe('80%')
  })

  it.each([
    { way: 'in past 400%', step: 'zoomIn', limit: maxZoom, percent: '400%', wheelY: -100 },
    { way: 'out below 25%', step: 'zoomOut', limit: minZoom, percent: '25%', wheelY: 100 },
  ] as const)('never zooms $way, however often', ({ step, limit, percent, wheelY }) => {
    let state = initialViewerState
    for (let count = 0; count < 20; count++) {
      state = viewerReducer(state, { type: step })
      expect(state.zoom).toBeGreaterThanOrEqual(minZoom)
      expect(state.zoom).toBeLessThanOrEqual(maxZoom)
    }
    expect(state.zoom).toBe(limit)
    expect(zoomPercent(state)).toBe(percent)
    expect(canZoomIn(state)).toBe(step !== 'zoomIn')
    expect(canZoomOut(state)).toBe(step !== 'zoomOut')
    // At the limit nothing changes, not even the object.
    expect(viewerReducer(state, { type: step })).toBe(state)
    expect(viewerReducer(state, { type: 'wheel', deltaY: wheelY })).toBe(state)
  })

  it('reaches 400% exactly after seven steps (the sixth is 381%)', () => {
    expect(zoomPercent(run(times(6, { type: 'zoomIn' })))).toBe('381%')
    expect(run(times(7, { type: 'zoomIn' })).zoom).toBe(4)
  })

  it('zooms by ×1.1 on wheel up, ×0.9 on wheel down, and ignores a horizontal scroll', () => {
    expect(run([{ type: 'wheel', deltaY: -3 }]).zoom).toBeCloseTo(1.1)
    expect(run([{ type: 'wheel', deltaY: 120 }]).zoom).toBeCloseTo(0.9)
    expect(viewerReducer(initialViewerState, { type: 'wheel', deltaY: 0 })).toBe(initialViewerState)
  })

  it('keeps the wheel within 25%–400%', () => {
    expect(run(times(50, { type: 'wheel', deltaY: -1 })).zoom).toBe(4)
    expect(run(times(50, { type: 'wheel', deltaY: 1 })).zoom).toBe(0.25)
  })

  it('clamps a pinch to the limits and ignores nonsense', () => {
    expect(run([{ type: 'zoomTo', zoom: 9 }]).zoom).toBe(4)
    expect(run([{ type: 'zoomTo', zoom: 0.01 }]).zoom).toBe(0.25)
    expect(run([{ type: 'zoomTo', zoom: 2 }]).zoom).toBe(2)
    expect(viewerReducer(initialViewerState, { type: 'zoomTo', zoom: Number.NaN })).toBe(
      initialViewerState,
    )
  })

  it('ignores panning at 100% and below', () => {
    const pan: ViewerAction = { type: 'panBy', dx: 30, dy: -10 }
    expect(viewerReducer(initialViewerState, pan)).toBe(initialViewerState)
    const zoomedOut = run([{ type: 'zoomOut' }])
    expect(viewerReducer(zoomedOut, pan)).toBe(zoomedOut)
    expect(viewerReducer(initialViewerState, { type: 'dragStart' })).toBe(initialViewerState)
  })

  it('pans above 100%', () => {
    expect(panned.pan).toEqual({ x: 40, y: 20 })
    expect(run([{ type: 'panBy', dx: -5, dy: 5 }], panned).pan).toEqual({ x: 35, y: 25 })
  })

  it('scales the pan with the zoom while above 100%, so the centre stays put', () => {
    const state = run([{ type: 'zoomIn' }], panned)
    expect(state.pan.x).toBeCloseTo(50)
    expect(state.pan.y).toBeCloseTo(25)
  })

  it('resets the pan when zooming out to 100% or less, by button, wheel or pinch', () => {
    const toOne = run([{ type: 'zoomOut' }, { type: 'zoomOut' }], panned)
    expect(toOne.zoom).toBe(1)
    expect(toOne.pan).toEqual({ x: 0, y: 0 })
    const wheeled = run(times(5, { type: 'wheel', deltaY: 1 }), panned)
    expect(wheeled.zoom).toBeLessThanOrEqual(1)
    expect(wheeled.pan).toEqual({ x: 0, y: 0 })
    expect(run([{ type: 'zoomTo', zoom: 0.5 }], panned).pan).toEqual({ x: 0, y: 0 })
  })

  it('tracks dragging only while panning is possible, and stops it at 100%', () => {
    const dragging = run([{ type: 'dragStart' }], panned)
    expect(dragging.dragging).toBe(true)
    expect(run([{ type: 'dragEnd' }], dragging).dragging).toBe(false)
    expect(run([{ type: 'zoomTo', zoom: 1 }], dragging).dragging).toBe(false)
    expect(viewerReducer(panned, { type: 'dragEnd' })).toBe(panned)
  })

  it('returns to 100% at the origin on reset and when the media changes', () => {
    const dragging = run([{ type: 'dragStart' }], panned)
    expect(run([{ type: 'reset' }], dragging)).toEqual(initialViewerState)
    expect(run([{ type: 'mediaChanged' }], dragging)).toEqual(initialViewerState)
    expect(run([{ type: 'mediaChanged' }], run([{ type: 'zoomOut' }]))).toEqual(initialViewerState)
    expect(viewerReducer(initialViewerState, { type: 'reset' })).toBe(initialViewerState)
  })
})
