import { defaultCategories } from '@site/contract/categories'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedMedia } from '../support/seed.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

describe('GET /api/projects and /api/categories', () => {
  let testApp: TestApp

  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  const get = (url: string) => testApp.app.inject({ method: 'GET', url })

  it('responds with an empty list and the eight default categories when nothing is uploaded', async () => {
    const projects = await get('/api/projects')
    expect(projects.statusCode).toBe(200)
    expect(projects.headers['content-type']).toMatch(/application\/json/)
    expect(projects.json()).toEqual([])
    expect((await get('/api/categories')).json()).toEqual(defaultCategories)
  })

  it('lists real rows newest first with same-origin media URLs', async () => {
    const [kitchen, video, general] = await seedMedia(testApp.app.db, [
      { category: 'Kitchen Renovation', createdAt: new Date('2026-01-01T10:00:00Z') },
      {
        category: 'General',
        fileType: 'video',
        contentType: 'video/mp4',
        objectKey: 'originals/test/clip one.mp4',
        createdAt: new Date('2026-01-02T10:00:00Z'),
      },
      { category: 'General', createdAt: new Date('2026-01-03T10:00:00Z'), width: 800, height: 600 },
    ])
    const all = (await get('/api/projects')).json()
    expect(all.map((p: { id: string }) => p.id)).toEqual([general?.id, video?.id, kitchen?.id])
    expect(all[0]).toEqual({
      id: general?.id,
      title: general?.title,
      description: general?.description,
      category: 'General',
      altText: '',
      fileType: 'image',
      // Seeded rows are ready with a display copy only: it stands in for the widths too.
      image: `/media/derived/${general?.id}/display.jpg`,
      thumbnail: `/media/derived/${general?.id}/display.jpg`,
      srcset: [],
      poster: null,
      preview: null,
      width: 800,
      height: 600,
      durationMs: null,
      captions: null,
      download: `/media/derived/${general?.id}/display.jpg`,
      createdAt: '2026-01-03T10:00:00.000Z',
    })
    expect(all[1].image).toBe(`/media/derived/${video?.id}/display.jpg`)
    // No URL of the public response names an original (location and device tags included).
    expect(JSON.stringify(all)).not.toMatch(/originals/)

    const kitchenOnly = (await get('/api/projects?category=Kitchen%20Renovation')).json()
    expect(kitchenOnly.map((p: { id: string }) => p.id)).toEqual([kitchen?.id])
  })

  it('lists no item without a display copy: its original is never shown instead', async () => {
    const [legacy] = await seedMedia(testApp.app.db, [
      { title: 'From before processing', category: 'Kitchen Renovation', derivatives: [] },
    ])
    const kitchen = (await get('/api/projects?category=Kitchen%20Renovation')).json()
    expect(kitchen.map((p: { id: string }) => p.id)).not.toContain(legacy?.id)
    expect(kitchen).toHaveLength(1)
  })

  it('lists every video under Videos, whatever its own category', async () => {
    const videos = (await get('/api/projects?category=Videos')).json()
    expect(videos).toHaveLength(1)
    expect(videos[0].fileType).toBe('video')
    expect(videos[0].category).toBe('General')
  })

  it('adds General to the categories once it holds items', async () => {
    const categories = (await get('/api/categories')).json()
    expect(categories).toHaveLength(9)
    expect(categories.at(-1)).toBe('General')
  })

  it('responds to a category in another case as that category, as the portfolio does', async () => {
    const kitchen = (await get('/api/projects?category=Kitchen%20Renovation')).json()
    const asked = await get('/api/projects?category=%20kitchen%20RENOVATION')
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toEqual(kitchen)
    expect(kitchen).toHaveLength(1)
  })

  // Issue 32: a name that is not a category is not an empty category.
  it.each([
    ['an unknown category', 'No%20Such%20Category', 404],
    ['a phishing text', encodeURIComponent('Site closed - pay deposits to FNB 62000000000'), 404],
    ['an SQL-looking value', encodeURIComponent("x' OR 1=1; DROP TABLE media; --"), 404],
    ['an empty value', '', 400],
    ['a 10 KB value', 'a'.repeat(10_240), 400],
  ])(
    'responds to %s with a 404 or 400 message, never a list or a 500',
    async (_name, value, status) => {
      const response = await get(`/api/projects?category=${value}`)
      expect(response.statusCode).toBe(status)
      expect(response.json()).toEqual({
        success: false,
        message: expect.stringMatching(/categor/),
      })
      if (status === 404) {
        expect(response.json().message).toBe(
          'There is no such category. The categories are: Bathroom Renovation, Building, Home Renovation, Solar & Electrical, Kitchen Renovation, New Construction, Maintenance, Videos, General.',
        )
      }
      // The table is still there and intact.
      expect((await get('/api/projects')).json()).toHaveLength(3)
    },
  )
})
