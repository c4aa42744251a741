import { QueryClient } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { ApiError } from '../lib/api-request'
import { renderWithRouter } from './render-with-router'
import { queryClientWithSettings } from './site-settings'

export interface PublicSectionOptions {
  /** Each query's data, fresh for good; a key given `undefined` stays pending. */
  data?: Array<[readonly unknown[], unknown]>
  initialUrl?: string
  /** False: no query runs, so no request leaves the test. */
  queriesRun?: boolean
}

/**
 * Renders a public page's section under a router at `initialUrl`, the site settings in place and
 * no retries; resolves with its query client once the section's heading is on screen.
 */
export async function renderPublicSection(
  ui: ReactNode,
  { data = [], initialUrl = '/', queriesRun = true }: PublicSectionOptions = {},
): Promise<QueryClient> {
  const queryClient = queryClientWithSettings(
    undefined,
    new QueryClient({
      defaultOptions: { queries: { enabled: queriesRun, staleTime: Infinity, retry: false } },
    }),
  )
  for (const [key, value] of data) if (value !== undefined) queryClient.setQueryData(key, value)
  renderWithRouter(() => ui, { at: initialUrl, queryClient })
  await screen.findByRole('heading', { level: 2 })
  return queryClient
}

/** Fails the section's query at `queryKey` as a server error would (500), and lets it render. */
export async function failQuery(queryClient: QueryClient, queryKey: readonly unknown[]) {
  await act(() =>
    queryClient
      .fetchQuery({
        queryKey,
        queryFn: () => Promise.reject(new ApiError('Internal Server Error', 500)),
      })
      .catch(() => {}),
  )
}
