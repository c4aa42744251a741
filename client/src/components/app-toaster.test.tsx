import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// The toaster's state is the module's: each test loads it (and sonner, the one it uses) afresh.
let toaster: typeof import('./app-toaster')
let sonner: typeof import('sonner')
beforeEach(async () => {
  vi.resetModules()
  toaster = await import('./app-toaster')
  sonner = await import('sonner')
})

/** Renders the toaster and gives its lazy module every chance to arrive. */
async function renderToaster() {
  render(<toaster.AppToaster />)
  await act(async () => {
    await Promise.resolve()
  })
}

describe('the toaster', () => {
  it('is drawn from the first tap on, with a toast made before it', async () => {
    await renderToaster()
    act(() => void sonner.toast.info('Made before the toaster'))
    expect(screen.queryByRole('region')).toBeNull()
    fireEvent.pointerDown(document.body)
    expect(await screen.findByText('Made before the toaster')).toBeTruthy()
  })

  it('is drawn from the first key press on', async () => {
    await renderToaster()
    expect(screen.queryByRole('region')).toBeNull()
    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(await screen.findByRole('region')).toBeTruthy()
  })

  it('is drawn when asked without input (a shared link to a missing photo)', async () => {
    await renderToaster()
    expect(screen.queryByRole('region')).toBeNull()
    act(() => toaster.showToaster())
    expect(await screen.findByRole('region')).toBeTruthy()
  })
})
