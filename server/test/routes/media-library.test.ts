import { media, portfolioProjects } from '@site/db'
import { inArray } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { withAdminTestApp } from '../support/admin-session.js'
import { seedMedia } from '../support/seed.js'

const day = 24 * 60 * 60 * 1000

describe('the media library', () => {
  const admin = withAdminTestApp()
  const app = () => admin.testApp.app

  const list = (query = '') =>
    app().inject({
      method: 'GET',
      url: `/api/admin/media${query}`,
      headers: { cookie: admin.cookie },
    })
  const categoryOf = async (ids: string[]) => {
    const rows = await app().db.select().from(media).where(inArray(media.id, ids))
    return new Map(rows.map((row) => [row.id, row.category]))
  }
  /** Items created a minute apart, the first the oldest. */
  const seedInOrder = (rows: Parameters<typeof seedMedia>[1]) => {
    const start = Date.now() - day
    return seedMedia(
      app().db,
      rows.map((row, index) => ({ createdAt: new Date(start + index * 60_000), ...row })),
    )
  }

  beforeEach(async () => {
    await app().db.delete(portfolioProjects)
    await app().db.delete(media)
  })

  it('responds with 401 without the staff session, and changes nothing', async () => {
    const [row] = await seedMedia(app().db, [{ category: 'General' }])
    const id = row?.id ?? ''
    const responses = await Promise.all([
      app().inject({ method: 'GET', url: '/api/admin/media' }),
      app().inject({
        method: 'POST',
        url: '/api/admin/media/bulk',
        payload: { ids: [id], action: 'set-category', category: 'Building' },
      }),
      app().inject({
        method: 'POST',
        url: '/api/admin/media/bulk',
        payload: { ids: [id], action: 'delete' },
      }),
    ])
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401])
    expect((await categoryOf([id])).get(id)).toBe('General')
  })

  it('pages 24 at a time, newest first, with the true total past the last page', async () => {
    const rows = await seedInOrder(Array.from({ length: 30 }, () => ({})))
    const newestFirst = rows.map((row) => row.id).reverse()

    const first = await list()
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    const firstPage = first.json()
    expect(firstPage).toMatchObject({ total: 30, page: 1, pageSize: 24 })
    expect(firstPage.items.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(0, 24))
    // The same item shape as the whole admin list (`GET /api/admin/projects`).
    expect(firstPage.items[0]).toMatchObject({ status: 'ready', original: expect.any(String) })

    const second = (await list('?page=2')).json()
    expect(second.items.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(24))

    const beyond = await list('?page=9')
    expect(beyond.statusCode).toBe(200)
    expect(beyond.json()).toEqual({ items: [], total: 30, page: 9, pageSize: 24 })
  })

  it('filters by category (Videos: every video), type, needing a title and this week', async () => {
    const [kitchen, videoInKitchen, general, old] = await seedInOrder([
      { category: 'Kitchen Renovation', needsTitle: true },
      { category: 'Kitchen Renovation', fileType: 'video', contentType: 'video/mp4' },
      { category: 'General', needsTitle: true },
      { category: 'General', createdAt: new Date(Date.now() - 10 * day) },
    ])
    const ids = async (query: string) => {
      const response = await list(query)
      expect(response.statusCode).toBe(200)
      return response.json().items.map((item: { id: string }) => item.id)
    }
    expect(await ids('?category=kitchen%20renovation')).toEqual([videoInKitchen?.id, kitchen?.id])
    expect(await ids('?category=Videos')).toEqual([videoInKitchen?.id])
    expect(await ids('?type=image&category=General')).toEqual([general?.id, old?.id])
    expect(await ids('?needsTitle=true')).toEqual([general?.id, kitchen?.id])
    expect(await ids('?since=week&category=General')).toEqual([general?.id])
    expect((await list('?since=week')).json().total).toBe(3)
  })

  it('filters by status: what the portal watches after an upload', async () => {
    const [, processingImage, failed, processingVideo] = await seedInOrder([
      { status: 'ready' },
      { status: 'processing' },
      { status: 'failed' },
      { status: 'processing', fileType: 'video', contentType: 'video/mp4' },
    ])
    const processing = (await list('?status=processing')).json()
    expect(processing.total).toBe(2)
    expect(processing.items.map((item: { id: string }) => item.id)).toEqual([
      processingVideo?.id,
      processingImage?.id,
    ])
    expect((await list('?status=failed')).json().items).toEqual([
      expect.objectContaining({ id: failed?.id, status: 'failed' }),
    ])
    expect((await list('?status=processing&type=image')).json().total).toBe(1)
  })

  it('searches titles in any case, trimmed, with % and _ matching only themselves', async () => {
    const [tiles, percent, underscore] = await seedInOrder([
      { title: 'Blue Tiles in the Kitchen' },
      { title: '100% solar' },
      { title: 'roof_sheet' },
      { title: 'Roof sheets' },
    ])
    const ids = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((item: { id: string }) => item.id)
    expect(await ids('  blue TILES ')).toEqual([tiles?.id])
    expect(await ids('%')).toEqual([percent?.id])
    expect(await ids('f_s')).toEqual([underscore?.id])
    expect(await ids('')).toHaveLength(4)
  })

  it.each([
    ['a page of 0', '?page=0', /^page: /],
    ['a page that is not a number', '?page=two', /^page: /],
    ['a category that does not exist', '?category=Garden', /^category: must be one of/],
    ['an unknown type', '?type=audio', /^type: /],
    ['an unknown status', '?status=done', /^status: must be one of: processing, ready, failed/],
    ['needsTitle other than true', '?needsTitle=yes', /^needsTitle: /],
    ['since other than week', '?since=month', /^since: /],
    ['a search over 100 characters', `?q=${'a'.repeat(101)}`, /^q: must be at most 100/],
    ['an unknown parameter', '?sort=title', /sort|unrecognized/i],
  ])('refuses %s with 400', async (_name, query, message) => {
    const response = await list(query)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(message) })
  })
})
