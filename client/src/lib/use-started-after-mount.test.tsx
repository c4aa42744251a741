import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useStartedAfterMount } from './use-started-after-mount'

/** Resolves in a later task, after the ones already queued (the timers under test). */
const laterTask = () => new Promise<void>((resolve) => setTimeout(resolve))

describe('useStartedAfterMount', () => {
  it('is false through the mounting commit and its effects, true from a later task', async () => {
    const seen: boolean[] = []
    const { result } = renderHook(() => {
      const started = useStartedAfterMount()
      seen.push(started)
      return started
    })
    // renderHook runs the commit and its effects inside act: still the mounting task's work.
    expect(result.current).toBe(false)
    expect(seen.every((value) => value === false)).toBe(true)
    await act(laterTask)
    expect(result.current).toBe(true)
  })

  it('does nothing once unmounted before its task came', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { unmount, result } = renderHook(() => useStartedAfterMount())
    unmount()
    await act(laterTask)
    expect(result.current).toBe(false)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
