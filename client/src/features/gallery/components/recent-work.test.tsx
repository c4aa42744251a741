import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  FakeIntersectionObserver,
  fakeScreenAndPlayback,
} from '../../../test/fake-intersection-observer'
import { mediaItemFixture } from '../../../test/media-item-fixture'
import { renderPublicSection } from '../../../test/render-public-section'
import { sampleQueryOptions } from '../api/get-media-items'
import { RecentWork } from './recent-work'

afterEach(() => vi.unstubAllGlobals())

/** The home section as visitors see it, the sample already cached (fresh: nothing is fetched). */
async function renderHomeSection(initialUrl = '/') {
  const sample = sampleQueryOptions(8).queryKey
  const queryClient = await renderPublicSection(<RecentWork />, {
    data: [[sample, [mediaItemFixture({ id: 'a' })]]],
    initialUrl,
  })
  // Asked for: an observer of the sample that is switched on.
  return () => queryClient.getQueryCache().find({ queryKey: sample })?.isActive()
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
