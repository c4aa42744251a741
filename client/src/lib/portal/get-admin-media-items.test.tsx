import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { adminMediaItemFixture, processingMediaFixture } from '../../test/media-item-fixture'
import { jsonResponse, responseServerForFile } from '../../test/response-server'
import { useAdminMediaItems } from './get-admin-media-items'

const { responses, received } = responseServerForFile()
const listPath = '/api/admin/projects'
const processingPath = '/api/admin/media?status=processing'

const asked = (path: string) => received().filter((request) => request.url === path).length

describe('useAdminMediaItems', () => {
  it('while an item processes, asks again for the processing items only, and for the list once that is done', async () => {
    const processing = adminMediaItemFixture({ id: 'video-1', status: 'processing' })
    responses[listPath] = jsonResponse([processing, adminMediaItemFixture()])
    responses[processingPath] = jsonResponse(processingMediaFixture(1))
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useAdminMediaItems(), { wrapper })
    await waitFor(() => expect(asked(processingPath)).toBe(1))
    expect(asked(listPath)).toBe(1)

    // The video is ready by the next look, five seconds on.
    responses[processingPath] = jsonResponse(processingMediaFixture(0))
    responses[listPath] = jsonResponse([
      { ...processing, status: 'ready' },
      adminMediaItemFixture(),
    ])
    await waitFor(() => expect(result.current.data?.[0]?.status).toBe('ready'), { timeout: 8_000 })
    expect(asked(processingPath)).toBe(2)
    expect(asked(listPath)).toBe(2)
  }, 15_000)

  it('asks for nothing more when no item is processing', async () => {
    responses[listPath] = jsonResponse([adminMediaItemFixture()])
    const before = asked(processingPath)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useAdminMediaItems(), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(asked(processingPath)).toBe(before)
  })
})
