import { renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useStartedAfterMount } from './use-started-after-mount'

function Started() {
  return useStartedAfterMount() ? 'started' : 'not yet'
}

describe('useStartedAfterMount', () => {
  it('is false on the server and on the first render, true once mounted', () => {
    expect(renderToString(<Started />)).toBe('not yet')
    const seen: boolean[] = []
    const { result } = renderHook(() => {
      const started = useStartedAfterMount()
      seen.push(started)
      return started
    })
    expect(seen[0]).toBe(false)
    expect(result.current).toBe(true)
  })
})
