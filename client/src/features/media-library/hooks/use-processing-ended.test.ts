import type { MediaStatus } from '@site/contract/media-admin'
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { adminMediaItemFixture } from '../../../test/media-item-fixture'
import { useProcessingEnded } from './use-processing-ended'

const item = (id: string, status: MediaStatus) => adminMediaItemFixture({ id, status })

describe('useProcessingEnded', () => {
  it('calls back once an item that was processing is ready or failed', () => {
    let calls = 0
    const onEnded = () => {
      calls += 1
    }
    const { rerender } = renderHook(({ items }) => useProcessingEnded(items, onEnded), {
      initialProps: { items: [item('a', 'processing'), item('b', 'ready')] },
    })
    expect(calls).toBe(0)
    rerender({ items: [item('a', 'processing'), item('b', 'ready')] })
    expect(calls).toBe(0)
    rerender({ items: [item('a', 'ready'), item('b', 'ready')] })
    expect(calls).toBe(1)
    rerender({ items: [item('a', 'ready'), item('b', 'ready')] })
    expect(calls).toBe(1)
  })
})
