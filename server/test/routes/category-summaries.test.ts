import { defaultCategories } from '@site/contract/categories'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedMedia } from '../support/seed.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

describe('GET /api/categories/summary', () => {
  let testApp: TestApp

  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  const summary = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/categories/summary' })
    expect(response.statusCode).toBe(200)
    return response.json() as { name: string; count: number; cover: { url: string } | null }[]
  }

  it('lists the eight default categories, empty and without covers, before any upload', async () => {
    const categories = await summary()
    expect(categories.map((c) => c.name)).toEqual(defaultCategories)
    for (const category of categories) expect(category).toMatchObject({ count: 0, cover: null })
  })

  it('counts each category, covers it with its newest photo, and Videos with a still frame', async () => {
    const videoDerivatives = (id: string) => [
      {
        kind: 'display',
        key: `derived/${id}/video.mp4`,
        contentType: 'video/mp4',
        width: 1280,
        height: 720,
        size: 10,
      },
      {
        kind: 'poster',
        key: `derived/${id}/poster.jpg`,
        contentType: 'image/jpeg',
        width: 1280,
        height: 720,
        size: 10,
      },
      {
        kind: 'w400',
        key: `derived/${id}/w400.webp`,
        contentType: 'image/webp',
        width: 400,
        height: 225,
        size: 10,
      },
    ]
    const videoId = '11111111-1111-4111-8111-111111111111'
    const [, newerKitchen, , general] = await seedMedia(testApp.app.db, [
      { category: 'Kitchen Renovation', createdAt: new Date('2026-01-01') },
      { category: 'Kitchen Renovation', createdAt: new Date('2026-02-01') },
      {
        id: videoId,
        category: 'Kitchen Renovation',
        fileType: 'video',
        contentType: 'video/mp4',
        derivatives: videoDerivatives(videoId),
        createdAt: new Date('2026-03-01'),
      },
      { category: 'General', createdAt: new Date('2026-01-05') },
      // Not listed (no display copy yet): neither counted nor a cover.
      { category: 'Building', derivatives: [] },
    ])
    const byName = Object.fromEntries((await summary()).map((c) => [c.name, c]))
    expect(Object.keys(byName)).toEqual([...defaultCategories, 'General'])
    expect(byName['Kitchen Renovation']).toMatchObject({
      count: 3,
      // The newest photo, not the newer video.
      cover: { url: `/media/derived/${newerKitchen?.id}/display.jpg`, width: 800, height: 600 },
    })
    expect(byName.Videos).toMatchObject({
      count: 1,
      // The still frame at a card's widths: its 400 px copy and the poster.
      cover: {
        url: `/media/derived/${videoId}/w400.webp`,
        srcset: [
          { url: `/media/derived/${videoId}/w400.webp`, width: 400 },
          { url: `/media/derived/${videoId}/poster.jpg`, width: 1280 },
        ],
      },
    })
    expect(byName.General).toMatchObject({
      count: 1,
      cover: { url: `/media/derived/${general?.id}/display.jpg` },
    })
    expect(byName.Building).toEqual({ name: 'Building', count: 0, cover: null })
  })
})
