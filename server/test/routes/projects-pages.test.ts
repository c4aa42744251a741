import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedMedia } from '../support/seed.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

/** Pages and random samples of the list, so a page's bytes do not grow with the portfolio. */
describe('GET /api/projects pages, samples and single items', () => {
  let testApp: TestApp
  let newestFirst: string[]
  let kitchen: string[]

  beforeAll(async () => {
    testApp = await buildTestApp()
    const rows = await seedMedia(
      testApp.app.db,
      Array.from({ length: 30 }, (_, i) => ({
        category: i % 3 === 0 ? 'Kitchen Renovation' : 'General',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    )
    newestFirst = rows.map((row) => row.id).reverse()
    kitchen = rows
      .filter((row) => row.category === 'Kitchen Renovation')
      .map((row) => row.id)
      .reverse()
  })
  afterAll(() => testApp.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers })
  const ids = async (url: string) =>
    (await get(url)).json().map((item: { id: string }) => item.id) as string[]

  it('pages through the list newest first, with an empty page past the end', async () => {
    expect(await ids('/api/projects?limit=12')).toEqual(newestFirst.slice(0, 12))
    expect(await ids('/api/projects?limit=12&offset=12')).toEqual(newestFirst.slice(12, 24))
    expect(await ids('/api/projects?limit=12&offset=24')).toEqual(newestFirst.slice(24))
    expect(await ids('/api/projects?limit=12&offset=30')).toEqual([])
    expect(await ids('/api/projects?limit=12&offset=1000000')).toEqual([])
    expect(await ids('/api/projects?offset=28')).toEqual(newestFirst.slice(28))
  })

  it('pages through one category', async () => {
    expect(await ids('/api/projects?category=Kitchen%20Renovation&limit=4')).toEqual(
      kitchen.slice(0, 4),
    )
    expect(await ids('/api/projects?category=Kitchen%20Renovation&limit=4&offset=8')).toEqual(
      kitchen.slice(8),
    )
  })

  it('gives each page its own ETag and responds with 304 for it', async () => {
    const first = await get('/api/projects?limit=12')
    const second = await get('/api/projects?limit=12&offset=12')
    expect(first.headers.etag).not.toBe(second.headers.etag)
    const again = await get('/api/projects?limit=12', {
      'if-none-match': String(first.headers.etag),
    })
    expect(again.statusCode).toBe(304)
    const other = await get('/api/projects?limit=12&offset=12', {
      'if-none-match': String(first.headers.etag),
    })
    expect(other.statusCode).toBe(200)
  })

  it.each([
    ['a negative limit', 'limit=-1', 'limit'],
    ['a zero limit', 'limit=0', 'limit'],
    ['a huge limit', 'limit=100000', 'limit'],
    ['a fractional limit', 'limit=1.5', 'limit'],
    ['a non-numeric limit', 'limit=twelve', 'limit'],
    ['an empty limit', 'limit=', 'limit'],
    ['a negative offset', 'limit=12&offset=-12', 'offset'],
    ['a huge offset', 'limit=12&offset=1e12', 'offset'],
    ['a non-numeric offset', 'limit=12&offset=abc', 'offset'],
    ['a sample of 0', 'sample=0', 'sample'],
    ['a sample of 25', 'sample=25', 'sample'],
    ['a non-numeric sample', 'sample=eight', 'sample'],
    ['a sample with a page', 'sample=8&limit=12', 'sample'],
    ['a sample with an offset', 'sample=8&offset=12', 'sample'],
  ])('refuses %s with a 400 naming the parameter, never a 500', async (_name, query, field) => {
    const response = await get(`/api/projects?${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining(field) })
  })

  it('samples distinct listed items at random on every request, never cached', async () => {
    const seen = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const response = await get('/api/projects?sample=8')
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers.etag).toBeUndefined()
      const picked = response.json().map((item: { id: string }) => item.id)
      expect(picked).toHaveLength(8)
      expect(new Set(picked).size).toBe(8)
      for (const id of picked) expect(newestFirst).toContain(id)
      for (const id of picked) seen.add(id)
    }
    // 160 draws of 8 from 30: every item is all but certain to come up (a fixed choice would not).
    expect(seen.size).toBeGreaterThan(25)
    expect(await ids('/api/projects?sample=24&category=Kitchen%20Renovation')).toHaveLength(10)
  })

  it('responds with one listed item by id, and 404 or 400 for anything else', async () => {
    const [id] = newestFirst
    const one = await get(`/api/projects/${id}`)
    expect(one.statusCode).toBe(200)
    expect(one.json()).toEqual((await get('/api/projects?limit=1')).json()[0])

    const [unlisted] = await seedMedia(testApp.app.db, [{ derivatives: [] }])
    for (const missing of [unlisted?.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await get(`/api/projects/${missing}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: 'This project does not exist.' })
    }
    const bad = await get('/api/projects/not-an-id')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/id/)
  })
})
