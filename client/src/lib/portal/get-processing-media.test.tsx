import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { processingMediaFixture } from '../../test/media-item-fixture'
import { jsonResponse, responseServerForFile } from '../../test/response-server'
import { useRefetchWhenProcessed } from './get-processing-media'

const { responses, received } = responseServerForFile()
const processingPath = '/api/admin/media?status=processing'

function renderRefetch(shown: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const list = { dataUpdatedAt: Date.now(), refetch: vi.fn() }
  renderHook(() => useRefetchWhenProcessed(shown, list), { wrapper })
  return { ...list, queryClient }
}

describe('useRefetchWhenProcessed', () => {
  it("fetches a page again when one item finishes, though another page's item still processes", async () => {
    // The page shows one item processing; another item, on another page, is processing too.
    responses[processingPath] = jsonResponse(processingMediaFixture(2))
    const list = renderRefetch(1)
    await waitFor(() =>
      expect(received().some((request) => request.url === processingPath)).toBe(true),
    )
    expect(list.refetch).not.toHaveBeenCalled()

    responses[processingPath] = jsonResponse(processingMediaFixture(1))
    await waitFor(() => expect(list.refetch).toHaveBeenCalledOnce(), { timeout: 8_000 })
  }, 15_000)

  it('fetches the list again at once when fewer are processing than it shows', async () => {
    responses[processingPath] = jsonResponse(processingMediaFixture(0))
    const list = renderRefetch(2)
    await waitFor(() => expect(list.refetch).toHaveBeenCalledOnce())
  })

  it('asks nothing while the list shows nothing processing', () => {
    const list = renderRefetch(0)
    // A query that runs on mount has started its fetch by the time the render is done.
    expect(list.queryClient.isFetching()).toBe(0)
    expect(list.refetch).not.toHaveBeenCalled()
  })
})
