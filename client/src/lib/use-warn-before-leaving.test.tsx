import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useWarnBeforeLeaving } from './use-warn-before-leaving'

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('useWarnBeforeLeaving', () => {
  it('asks before leaving only while active, and stops once unmounted', () => {
    const hook = renderHook(({ active }) => useWarnBeforeLeaving(active), {
      initialProps: { active: false },
    })
    expect(leave()).toBe(false)
    hook.rerender({ active: true })
    expect(leave()).toBe(true)
    hook.rerender({ active: false })
    expect(leave()).toBe(false)
    hook.rerender({ active: true })
    hook.unmount()
    expect(leave()).toBe(false)
  })
})
