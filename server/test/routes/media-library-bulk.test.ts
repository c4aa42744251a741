import { randomUUID } from 'node:crypto'
import { media, portfolioProjects } from '@site/db'
import { inArray } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { withAdminTestApp } from '../support/admin-session.js'
import { seedMedia } from '../support/seed.js'

const unknownId = '00000000-0000-4000-8000-000000000000'
const noSuchItem = 'There is no such media item.'

describe('bulk actions on media items', () => {
  const admin = withAdminTestApp()
  const app = () => admin.testApp.app

  const staff = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app().inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) })
  const bulk = (payload: object) => staff('POST', '/api/admin/media/bulk', payload)
  const rowsOf = async (ids: string[]) =>
    new Map(
      (await app().db.select().from(media).where(inArray(media.id, ids))).map((row) => [
        row.id,
        row,
      ]),
    )
  const photos = (count: number) =>
    seedMedia(
      app().db,
      Array.from({ length: count }, () => ({ category: 'General' })),
    )
  const video = async () => {
    const [row] = await seedMedia(app().db, [{ fileType: 'video', contentType: 'video/mp4' }])
    if (!row) throw new Error('no video')
    return row
  }
  /** An id that named an item when the page was loaded, deleted since (another tab, a colleague). */
  const deletedMeanwhile = async () => {
    const [row] = await photos(1)
    expect((await staff('DELETE', `/api/projects/${row?.id}`)).statusCode).toBe(200)
    return row?.id ?? ''
  }
  const newProject = async (items: string[] = []) => {
    const response = await staff('POST', '/api/portfolio', {
      title: `Job ${randomUUID()}`,
      completedOn: '2026-03',
      category: 'Building',
      items,
      published: items.length > 0,
    })
    expect(response.statusCode).toBe(201)
    return response.json() as { id: string; slug: string; items: string[]; pairs: object[] }
  }
  const portfolioProject = async (id: string) =>
    (await staff('GET', '/api/admin/portfolio'))
      .json()
      .find((project: { id: string }) => project.id === id)

  beforeEach(async () => {
    await app().db.delete(portfolioProjects)
    await app().db.delete(media)
  })

  it('refuses 0 ids with 400', async () => {
    const response = await bulk({ ids: [], action: 'delete' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: 'ids: choose at least one item' })
  })

  it('refuses 500 ids with 400 and changes none of them', async () => {
    const [row] = await photos(1)
    const ids = [row?.id ?? '', ...Array.from({ length: 499 }, () => randomUUID())]
    const response = await bulk({ ids, action: 'set-category', category: 'Building' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^ids: may name at most 200 items at once/)
    expect((await rowsOf([row?.id ?? ''])).get(row?.id ?? '')?.category).toBe('General')
  })

  it('refuses an id named twice', async () => {
    const [row] = await photos(1)
    const response = await bulk({ ids: [row?.id, row?.id], action: 'delete' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('ids: names an item twice')
    expect((await rowsOf([row?.id ?? ''])).size).toBe(1)
  })

  it.each([
    [
      'no action',
      { ids: [unknownId] },
      'action: must be one of: set-category, delete, add-to-project',
    ],
    ['an unknown action', { ids: [unknownId], action: 'rename' }, /^action: must be one of/],
    [
      'set-category without a category',
      { ids: [unknownId], action: 'set-category' },
      'category: choose a category',
    ],
    [
      'an id that is no id',
      { ids: ['IMG_0001.jpg'], action: 'delete' },
      'ids.0: must be the id of a media item',
    ],
    [
      'add-to-project without a project',
      { ids: [unknownId], action: 'add-to-project' },
      'projectId: must be the id of a portfolio project',
    ],
    [
      'an unknown field',
      { ids: [unknownId], action: 'delete', everything: true },
      /everything|unrecognized/i,
    ],
  ])('refuses %s with 400', async (_name, payload, message) => {
    const response = await bulk(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(message)
  })

  it.each([
    ['a category that is not one of the eight', 'Garden'],
    ['Videos, which lists every video and is given to none', 'Videos'],
  ])('refuses %s with 400 and changes nothing', async (_name, category) => {
    const [photo] = await photos(1)
    const clip = await video()
    const ids = [photo?.id ?? '', clip.id]
    const response = await bulk({ ids, action: 'set-category', category })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^category: must be one of: Bathroom Renovation/)
    const rows = await rowsOf(ids)
    expect([...rows.values()].map((row) => row.category)).toEqual(['General', 'General'])
  })

  it('sets the category of the good items, reports an unknown and a deleted one, and the gallery shows them at once', async () => {
    const [first, second] = await photos(2)
    const clip = await video()
    const gone = await deletedMeanwhile()
    // The public list is asked first, so a cached response would show.
    expect((await app().inject({ url: '/api/projects?category=Building' })).json()).toEqual([])

    const ids = [first?.id ?? '', unknownId, gone, second?.id ?? '', clip.id]
    const response = await bulk({ ids, action: 'set-category', category: 'building' })
    expect(response.statusCode).toBe(200)
    expect(response.json().outcomes).toEqual([
      { id: first?.id, ok: true },
      { id: unknownId, ok: false, message: noSuchItem },
      { id: gone, ok: false, message: noSuchItem },
      { id: second?.id, ok: true },
      // A video takes any category the single-item edit gives it (it is listed under Videos too).
      { id: clip.id, ok: true },
    ])
    const rows = await rowsOf(ids)
    for (const id of [first?.id, second?.id, clip.id]) {
      expect(rows.get(id ?? '')).toMatchObject({ category: 'Building', categorySource: 'staff' })
    }
    const gallery = await app().inject({ url: '/api/projects?category=Building' })
    expect(
      gallery
        .json()
        .map((item: { id: string }) => item.id)
        .sort(),
    ).toEqual([first?.id, second?.id, clip.id].sort())
  })

  it('deletes the good items with their files, and reports an unknown and a deleted one', async () => {
    const [keep, first, second] = await photos(3)
    const stored = [first, second].map((row) => row?.objectKey ?? '')
    for (const key of stored) {
      await app().storage.writeObject(key, Buffer.from(key), key.length, 'image/jpeg')
    }
    const gone = await deletedMeanwhile()
    const ids = [first?.id ?? '', gone, unknownId, second?.id ?? '']
    const response = await bulk({ ids, action: 'delete' })
    expect(response.statusCode).toBe(200)
    expect(response.json().outcomes).toEqual([
      { id: first?.id, ok: true },
      { id: gone, ok: false, message: noSuchItem },
      { id: unknownId, ok: false, message: noSuchItem },
      { id: second?.id, ok: true },
    ])
    expect([...(await rowsOf([...ids, keep?.id ?? ''])).keys()]).toEqual([keep?.id])
    const left = await app().storage.listObjectKeys()
    expect(left.filter((key) => stored.includes(key))).toEqual([])
  })

  it("adds items to a published project's page at once, refusing an unknown, a deleted and another project's item", async () => {
    const [old, photo, elsewhere] = await photos(3)
    const clip = await video()
    const other = await newProject([elsewhere?.id ?? ''])
    const project = await newProject([old?.id ?? ''])
    const gone = await deletedMeanwhile()
    // Asked first, so a cached response would show.
    expect((await app().inject({ url: `/api/portfolio/${project.slug}` })).json().itemCount).toBe(1)
    const ids = [photo?.id ?? '', unknownId, elsewhere?.id ?? '', gone, clip.id]
    const response = await bulk({ ids, action: 'add-to-project', projectId: project.id })
    expect(response.statusCode).toBe(200)
    expect(response.json().outcomes).toEqual([
      { id: photo?.id, ok: true },
      { id: unknownId, ok: false, message: noSuchItem },
      {
        id: elsewhere?.id,
        ok: false,
        message: `this item already belongs to the project "${(await portfolioProject(other.id)).title}"; take it out of that project first`,
      },
      { id: gone, ok: false, message: noSuchItem },
      { id: clip.id, ok: true },
    ])
    expect((await portfolioProject(project.id)).items).toEqual([old?.id, photo?.id, clip.id])
    const published = await app().inject({ url: `/api/portfolio/${project.slug}` })
    expect(published.json().items.map((item: { id: string }) => item.id)).toEqual([
      old?.id,
      photo?.id,
      clip.id,
    ])
    expect((await portfolioProject(other.id)).items).toEqual([elsewhere?.id])
  })

  it('adds before/after pairs of photos and refuses a video for a pair, with its partner', async () => {
    const [before, after, other, odd] = await photos(4)
    const clip = await video()
    const project = await newProject()
    const ids = [other?.id ?? '', clip.id, before?.id ?? '', after?.id ?? '', odd?.id ?? '']
    const response = await bulk({
      ids,
      action: 'add-to-project',
      projectId: project.id,
      as: 'pairs',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().outcomes).toEqual([
      {
        id: other?.id,
        ok: false,
        message: 'not added: the other photo of its before/after pair was refused',
      },
      {
        id: clip.id,
        ok: false,
        message: 'must be a photo (a video cannot be compared before and after)',
      },
      { id: before?.id, ok: true },
      { id: after?.id, ok: true },
      {
        id: odd?.id,
        ok: false,
        message: 'a before/after pair needs two photos: this one was chosen alone',
      },
    ])
    const saved = await portfolioProject(project.id)
    expect(saved.items).toEqual([before?.id, after?.id])
    expect(saved.pairs).toEqual([{ beforeId: before?.id, afterId: after?.id }])
  })

  it("refuses the items past a project's limit of 1000 and adds the ones before it", async () => {
    const rows = await photos(1001)
    const ids = rows.map((row) => row.id)
    const project = await newProject(ids.slice(0, 999))
    const response = await bulk({
      ids: ids.slice(999),
      action: 'add-to-project',
      projectId: project.id,
    })
    expect(response.json().outcomes).toEqual([
      { id: ids[999], ok: true },
      { id: ids[1000], ok: false, message: 'the project holds 1000 items, the most it may' },
    ])
    expect((await portfolioProject(project.id)).items).toHaveLength(1000)
  })

  it('responds with 404 for a project that does not exist, and adds nothing', async () => {
    const [row] = await photos(1)
    const response = await bulk({ ids: [row?.id], action: 'add-to-project', projectId: unknownId })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      success: false,
      message: 'There is no such portfolio project.',
    })
  })
})
