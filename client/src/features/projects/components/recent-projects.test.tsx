import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  FakeIntersectionObserver,
  fakeScreenAndPlayback,
} from '../../../test/fake-intersection-observer'
import { projectFixture } from '../../../test/project-fixture'
import { queryClientWithSettings } from '../../../test/site-settings'
import { sampleQueryOptions } from '../api/get-projects'
import { RecentProjects } from './recent-projects'

afterEach(() => vi.unstubAllGlobals())

/** The home section as visitors see it, the sample already cached (fresh: nothing is fetched). */
async function renderHomeSection(initialUrl = '/') {
  const queryClient = queryClientWithSettings(
    undefined,
    new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } }),
  )
  queryClient.setQueryData(sampleQueryOptions(8).queryKey, [projectFixture({ id: 'a' })])
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <RecentProjects /> }),
    history: createMemoryHistory({ initialEntries: [initialUrl] }),
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await screen.findByRole('heading', { level: 2 })
  // Asked for: an observer of the sample that is switched on.
  return () =>
    queryClient
      .getQueryCache()
      .find({ queryKey: sampleQueryOptions(8).queryKey })
      ?.isActive()
}

describe('Recent projects on the home page', () => {
  it('ask for the sample only once the section comes near the screen', async () => {
    fakeScreenAndPlayback()
    const asked = await renderHomeSection()
    await waitFor(() => expect(FakeIntersectionObserver.observers.length).toBeGreaterThan(0))
    expect(asked()).toBe(false)
    FakeIntersectionObserver.scroll(true)
    await waitFor(() => expect(asked()).toBe(true))
  })

  it('ask at once for a shared link to an item', async () => {
    fakeScreenAndPlayback()
    const asked = await renderHomeSection('/?item=a')
    await waitFor(() => expect(asked()).toBe(true))
  })
})
