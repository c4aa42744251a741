import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { processingMediaFixture } from '../../test/media-item-fixture'
import { jsonResponse, responseServerForFile } from '../../test/response-server'
import { processingMediaQueryKey } from './get-processing-media'
import { useProcessingWatch } from './use-processing-watch'

const { responses, received } = responseServerForFile()
const processingPath = '/api/admin/media?status=processing'

function renderWatch(onProcessed: () => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const rendered = renderHook(
    () => ({
      // A new callback on each render, as a page's inline function gives.
      start: useProcessingWatch(() => onProcessed()),
      // What is processing, as the hook's latest render saw it.
      processing: useQueryClient().getQueryData(processingMediaQueryKey),
    }),
    { wrapper },
  )
  return { ...rendered, queryClient }
}

describe('useProcessingWatch', () => {
  it('asks for nothing until an upload starts it', () => {
    const onProcessed = vi.fn()
    const { queryClient } = renderWatch(onProcessed)
    // A query that runs on mount has started its fetch by the time the render is done.
    expect(queryClient.isFetching()).toBe(0)
    expect(onProcessed).not.toHaveBeenCalled()
  })

  it('once started, calls back once when nothing is processing any more', async () => {
    responses[processingPath] = jsonResponse(processingMediaFixture(0))
    const onProcessed = vi.fn()
    const { result, rerender } = renderWatch(onProcessed)
    act(() => result.current.start())
    await waitFor(() => expect(onProcessed).toHaveBeenCalledOnce())
    rerender()
    expect(onProcessed).toHaveBeenCalledOnce()
  })

  it('waits while an item is still processing, asking only for the items processing', async () => {
    responses[processingPath] = jsonResponse(processingMediaFixture(1))
    const onProcessed = vi.fn()
    const { result } = renderWatch(onProcessed)
    act(() => result.current.start())
    await waitFor(() => expect(result.current.processing).toBeDefined())
    expect(onProcessed).not.toHaveBeenCalled()
    expect(received().map((request) => request.url)).not.toContain('/api/admin/projects')
  })
})
