import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { adminMediaItemFixture } from '../../test/media-item-fixture'
import { jsonResponse, responseServerForFile } from '../../test/response-server'
import { useProcessingWatch } from './use-processing-watch'

const { responses, received } = responseServerForFile()

function renderWatch(onProcessed: () => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(() => useProcessingWatch(onProcessed), { wrapper })
}

const asked = () => received().filter((request) => request.url === '/api/admin/projects').length

describe('useProcessingWatch', () => {
  it('asks for nothing until an upload starts it', async () => {
    const onProcessed = vi.fn()
    const before = asked()
    renderWatch(onProcessed)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked()).toBe(before)
    expect(onProcessed).not.toHaveBeenCalled()
  })

  it('once started, calls back once when nothing is processing any more', async () => {
    responses['/api/admin/projects'] = jsonResponse([adminMediaItemFixture({ status: 'ready' })])
    const onProcessed = vi.fn()
    const { result } = renderWatch(onProcessed)
    act(() => result.current())
    await waitFor(() => expect(onProcessed).toHaveBeenCalledOnce())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onProcessed).toHaveBeenCalledOnce()
  })

  it('waits while an item is still processing', async () => {
    responses['/api/admin/projects'] = jsonResponse([
      adminMediaItemFixture({ status: 'processing' }),
    ])
    const onProcessed = vi.fn()
    const before = asked()
    const { result } = renderWatch(onProcessed)
    act(() => result.current())
    await waitFor(() => expect(asked()).toBe(before + 1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onProcessed).not.toHaveBeenCalled()
  })
})
