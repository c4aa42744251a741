import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dehydrateServedQueries, hydrateServedQueries } from './served-queries'

const served = (queryKey: readonly unknown[]) => queryKey[0] === 'served'

describe('the queries a rendered page carries', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('carries only the successful queries the page names, as JSON text', () => {
    const server = new QueryClient()
    server.setQueryData(['served', 1], [{ title: 'Panel </script>' }])
    server.setQueryData(['session'], { user: 'staff' })
    const page = dehydrateServedQueries(server, served)
    expect(typeof page.queries).toBe('string')
    expect(page.queries).toContain('Panel </script>')
    expect(page.queries).not.toContain('staff')
  })

  it('carries nothing for a page rendered without data (a fixed page)', () => {
    expect(dehydrateServedQueries(new QueryClient(), served)).toEqual({ queries: '[]' })
  })

  it("puts the data into the browser's cache as fetched when the page arrives", () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
    const server = new QueryClient()
    server.setQueryData(['served', 1], ['a', 'b'])
    const page = dehydrateServedQueries(server, served)

    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'))
    const browser = new QueryClient()
    hydrateServedQueries(browser, page)
    expect(browser.getQueryData(['served', 1])).toEqual(['a', 'b'])
    expect(browser.getQueryState(['served', 1])?.dataUpdatedAt).toBe(
      new Date('2026-11-25T10:00:00Z').getTime(),
    )
  })
})
