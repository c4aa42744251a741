import { media, portfolioProjects } from '@site/db'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { withAdminTestApp } from '../support/admin-session.js'
import { seedMedia } from '../support/seed.js'

const unknownId = '00000000-0000-4000-8000-00000000abcd'

describe('the portfolio API', () => {
  const admin = withAdminTestApp()
  const app = () => admin.testApp.app

  const staff = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app().inject({
      method,
      url,
      headers: { cookie: admin.cookie },
      ...(payload ? { payload } : {}),
    })
  const visitor = (url: string) => app().inject({ method: 'GET', url })

  async function photos(count: number, extra: Parameters<typeof seedMedia>[1][number] = {}) {
    return seedMedia(
      app().db,
      Array.from({ length: count }, () => ({ category: 'Kitchen Renovation', ...extra })),
    )
  }
  async function video() {
    const [row] = await seedMedia(app().db, [{ fileType: 'video', contentType: 'video/mp4' }])
    if (!row) throw new Error('no video')
    return row
  }
  const project = (fields: object = {}) => ({
    title: 'Kitchen in Randburg',
    completedOn: '2026-03',
    category: 'Kitchen Renovation',
    ...fields,
  })
  const projectCount = async () => (await app().db.select().from(portfolioProjects)).length

  it('lets only staff write or list drafts, and changes nothing for anyone else', async () => {
    const before = await projectCount()
    const responses = await Promise.all([
      app().inject({ method: 'POST', url: '/api/portfolio', payload: project() }),
      app().inject({
        method: 'PATCH',
        url: `/api/portfolio/${unknownId}`,
        payload: { title: 'x' },
      }),
      app().inject({ method: 'DELETE', url: `/api/portfolio/${unknownId}` }),
      app().inject({ method: 'GET', url: '/api/admin/portfolio' }),
    ])
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401])
    expect(await projectCount()).toBe(before)
  })

  it('makes the slug from the title, numbers a repeat, and refuses a chosen slug that is taken', async () => {
    const first = await staff('POST', '/api/portfolio', project({ title: 'Solar roof, Midrand' }))
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ slug: 'solar-roof-midrand', published: false })
    expect(first.json().id).toMatch(/^[0-9a-f-]{36}$/)
    const second = await staff(
      'POST',
      '/api/portfolio',
      project({ title: 'Solar Roof — Midrand!' }),
    )
    expect(second.json().slug).toBe('solar-roof-midrand-2')

    const before = await projectCount()
    const taken = await staff('POST', '/api/portfolio', project({ slug: 'solar-roof-midrand' }))
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toMatch(
      /^slug: the address \/projects\/solar-roof-midrand is already used/,
    )
    const renamed = await staff('PATCH', `/api/portfolio/${second.json().id}`, {
      slug: 'solar-roof-midrand',
    })
    expect(renamed.statusCode).toBe(409)
    expect(await projectCount()).toBe(before)
    const [kept] = await app()
      .db.select()
      .from(portfolioProjects)
      .where(eq(portfolioProjects.id, second.json().id))
    expect(kept?.slug).toBe('solar-roof-midrand-2')
  })

  it('gives two projects created at the same moment with one title two addresses', async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        staff('POST', '/api/portfolio', project({ title: 'Same moment' })),
      ),
    )
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201])
    expect(new Set(responses.map((response) => response.json().slug)).size).toBe(4)
  })

  it('normalises a typed slug with spaces and capitals, and refuses look-alikes, dots and long ones', async () => {
    const typed = await staff('POST', '/api/portfolio', project({ slug: '  Bathroom In Soweto ' }))
    expect(typed.statusCode).toBe(201)
    expect(typed.json().slug).toBe('bathroom-in-soweto')

    const before = await projectCount()
    for (const slug of ['kitchen-rаndburg', '..', '../admin', 'a'.repeat(300), 'kitchen--x', '']) {
      const errorResponse = await staff('POST', '/api/portfolio', project({ slug }))
      expect(errorResponse.statusCode, slug).toBe(400)
      expect(errorResponse.json().message, slug).toMatch(/^slug: /)
    }
    expect(await projectCount()).toBe(before)
  })

  it('refuses items that do not exist, were deleted, or belong to another project', async () => {
    const [a, b] = await photos(2)
    const owner = await staff('POST', '/api/portfolio', project({ title: 'Owner', items: [a?.id] }))
    expect(owner.statusCode).toBe(201)
    const before = await projectCount()

    const unknown = await staff('POST', '/api/portfolio', project({ items: [b?.id, unknownId] }))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toMatch(/^items\.1: there is no media item/)

    const other = await staff('POST', '/api/portfolio', project({ items: [b?.id, a?.id] }))
    expect(other.statusCode).toBe(409)
    expect(other.json().message).toMatch(
      /^items\.1: this item already belongs to the project "Owner"/,
    )
    expect(await projectCount()).toBe(before)

    // Reordering one's own items with an item of another project, or a deleted one.
    const mine = await staff('POST', '/api/portfolio', project({ title: 'Mine', items: [b?.id] }))
    const [c] = await photos(1)
    await app()
      .db.delete(media)
      .where(eq(media.id, c?.id ?? ''))
    for (const items of [
      [a?.id, b?.id],
      [b?.id, c?.id],
      'not-a-list',
      [b?.id, b?.id],
      ['not-an-id'],
    ]) {
      const errorResponse = await staff('PATCH', `/api/portfolio/${mine.json().id}`, { items })
      expect(errorResponse.statusCode, JSON.stringify(items)).toBeGreaterThanOrEqual(400)
      expect(errorResponse.statusCode, JSON.stringify(items)).toBeLessThan(500)
    }
    const admin = (await staff('GET', '/api/admin/portfolio')).json()
    expect(admin.find((p: { id: string }) => p.id === mine.json().id).items).toEqual([b?.id])
  })

  it('refuses a pair with a video, the same photo twice, or a photo outside the items', async () => {
    const [a, b, outside] = await photos(3)
    const clip = await video()
    const items = [a?.id, b?.id, clip.id]
    const cases: [object, RegExp][] = [
      [{ beforeId: a?.id, afterId: clip.id }, /^pairs\.0\.afterId: must be a photo/],
      [
        { beforeId: a?.id, afterId: a?.id },
        /^pairs\.0: a before\/after pair needs two different photos/,
      ],
      [
        { beforeId: outside?.id, afterId: b?.id },
        /^pairs\.0\.beforeId: must be one of the project's items/,
      ],
    ]
    const before = await projectCount()
    for (const [pair, message] of cases) {
      const errorResponse = await staff('POST', '/api/portfolio', project({ items, pairs: [pair] }))
      expect(errorResponse.statusCode).toBe(400)
      expect(errorResponse.json().message).toMatch(message)
    }
    const coverOutside = await staff(
      'POST',
      '/api/portfolio',
      project({ items, coverId: outside?.id }),
    )
    expect(coverOutside.statusCode).toBe(400)
    expect(coverOutside.json().message).toMatch(/^coverId: /)
    expect(await projectCount()).toBe(before)
  })

  it('refuses to publish a project with no items, on creation and by an edit', async () => {
    const before = await projectCount()
    const empty = await staff('POST', '/api/portfolio', project({ published: true }))
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toMatch(/^published: a project needs at least one/)
    expect(await projectCount()).toBe(before)

    const draft = await staff('POST', '/api/portfolio', project())
    const publish = await staff('PATCH', `/api/portfolio/${draft.json().id}`, { published: true })
    expect(publish.statusCode).toBe(400)
    const [a] = await photos(1)
    const withItem = await staff('PATCH', `/api/portfolio/${draft.json().id}`, {
      items: [a?.id],
      published: true,
    })
    expect(withItem.statusCode).toBe(200)
    const emptied = await staff('PATCH', `/api/portfolio/${draft.json().id}`, { items: [] })
    expect(emptied.statusCode).toBe(400)
    expect((await visitor(`/api/portfolio/${draft.json().slug}`)).statusCode).toBe(200)
  })

  it('shows visitors published projects only, in the chosen order, cover and pairs', async () => {
    const [a, b, c] = await photos(3)
    const [processing] = await photos(1, { status: 'processing', derivatives: [] })
    const created = await staff(
      'POST',
      '/api/portfolio',
      project({
        title: 'Kitchen with a view',
        area: 'Randburg',
        scope: ['building'],
        summary: 'Oak and quartz',
        description: 'Took out a wall.',
        items: [c?.id, processing?.id, a?.id, b?.id],
        coverId: b?.id,
        pairs: [{ beforeId: a?.id, afterId: b?.id }],
      }),
    )
    expect(created.statusCode).toBe(201)
    const { id, slug } = created.json()
    expect((await visitor(`/api/portfolio/${slug}`)).statusCode).toBe(404)
    expect(
      (await visitor('/api/portfolio')).json().map((p: { slug: string }) => p.slug),
    ).not.toContain(slug)

    await staff('PATCH', `/api/portfolio/${id}`, { published: true })
    const shown = await visitor(`/api/portfolio/${slug}`)
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['cache-control']).toBe('no-cache')
    const body = shown.json()
    expect(body).toMatchObject({
      slug,
      title: 'Kitchen with a view',
      area: 'Randburg',
      completedOn: '2026-03',
      scope: ['building'],
      itemCount: 3,
      offset: 0,
      description: 'Took out a wall.',
    })
    // Still processing: not shown, not counted.
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([c?.id, a?.id, b?.id])
    expect(body.coverItem.id).toBe(b?.id)
    expect(body.cover.url).toBe(`/media/derived/${b?.id}/display.jpg`)
    expect(
      body.pairs.map((p: { before: { id: string }; after: { id: string } }) => [
        p.before.id,
        p.after.id,
      ]),
    ).toEqual([[a?.id, b?.id]])
    const listed = (await visitor('/api/portfolio')).json()
    expect(listed.find((p: { slug: string }) => p.slug === slug)).toMatchObject({ itemCount: 3 })

    await staff('PATCH', `/api/portfolio/${id}`, { published: false })
    expect((await visitor(`/api/portfolio/${slug}`)).statusCode).toBe(404)
  })

  it('filters the list by category and area, ignoring case, and lists nothing for an unknown category', async () => {
    const [a] = await photos(1)
    const [b] = await photos(1)
    await staff(
      'POST',
      '/api/portfolio',
      project({
        title: 'In Soweto',
        area: 'Soweto',
        category: 'Building',
        items: [a?.id],
        published: true,
      }),
    )
    await staff(
      'POST',
      '/api/portfolio',
      project({ title: 'In Sandton', area: 'Sandton', items: [b?.id], published: true }),
    )
    const titles = async (query: string) =>
      (await visitor(`/api/portfolio${query}`)).json().map((p: { title: string }) => p.title)
    expect(await titles('?area=%20soweto')).toEqual(['In Soweto'])
    expect(await titles('?category=building')).toContain('In Soweto')
    expect(await titles('?category=building')).not.toContain('In Sandton')
    expect(await titles('?category=Spaceships')).toEqual([])
  })

  it('keeps a project when its cover or a paired photo is deleted: the cover falls back to the first item', async () => {
    const [a, b, c] = await photos(3)
    const created = await staff(
      'POST',
      '/api/portfolio',
      project({
        items: [a?.id, b?.id, c?.id],
        coverId: c?.id,
        pairs: [{ beforeId: b?.id, afterId: c?.id }],
        published: true,
      }),
    )
    const { slug, id } = created.json()
    const deleted = await staff('DELETE', `/api/projects/${c?.id}`)
    expect(deleted.statusCode).toBe(200)
    const shown = (await visitor(`/api/portfolio/${slug}`)).json()
    expect(shown.coverItem.id).toBe(a?.id)
    expect(shown.items.map((item: { id: string }) => item.id)).toEqual([a?.id, b?.id])
    expect(shown.pairs).toEqual([])
    const staffView = (await staff('GET', '/api/admin/portfolio'))
      .json()
      .find((p: { id: string }) => p.id === id)
    expect(staffView).toMatchObject({ coverId: null, items: [a?.id, b?.id], pairs: [] })
  })

  it('drops the cover and pairs of items an edit takes out', async () => {
    const [a, b, c] = await photos(3)
    const created = await staff(
      'POST',
      '/api/portfolio',
      project({
        items: [a?.id, b?.id, c?.id],
        coverId: b?.id,
        pairs: [{ beforeId: b?.id, afterId: c?.id }],
      }),
    )
    const edited = await staff('PATCH', `/api/portfolio/${created.json().id}`, {
      items: [c?.id, a?.id],
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ items: [c?.id, a?.id], coverId: null, pairs: [] })
  })

  it('deletes a project and leaves its media', async () => {
    const [a] = await photos(1)
    const created = await staff(
      'POST',
      '/api/portfolio',
      project({ items: [a?.id], published: true }),
    )
    const { id, slug } = created.json()
    expect((await staff('DELETE', `/api/portfolio/${id}`)).statusCode).toBe(200)
    expect((await staff('DELETE', `/api/portfolio/${id}`)).statusCode).toBe(404)
    expect((await staff('PATCH', `/api/portfolio/${id}`, { title: 'Gone' })).statusCode).toBe(404)
    expect((await visitor(`/api/portfolio/${slug}`)).statusCode).toBe(404)
    const [still] = await app()
      .db.select()
      .from(media)
      .where(eq(media.id, a?.id ?? ''))
    expect(still).toBeDefined()
    // The item is free for another project now.
    expect((await staff('POST', '/api/portfolio', project({ items: [a?.id] }))).statusCode).toBe(
      201,
    )
  })

  it('holds 1000 items and pages them for visitors', async () => {
    const many = await photos(1000)
    const ids = many.map((row) => row.id)
    const created = await staff(
      'POST',
      '/api/portfolio',
      project({ title: 'A long job', items: ids, published: true }),
    )
    expect(created.statusCode).toBe(201)
    expect(created.json().items).toEqual(ids)
    const slug = created.json().slug
    const first = (await visitor(`/api/portfolio/${slug}`)).json()
    expect(first.itemCount).toBe(1000)
    expect(first.items.map((item: { id: string }) => item.id)).toEqual(ids.slice(0, 60))
    const later = (await visitor(`/api/portfolio/${slug}?offset=990&limit=20`)).json()
    expect(later.items.map((item: { id: string }) => item.id)).toEqual(ids.slice(990))
    expect((await visitor(`/api/portfolio/${slug}?offset=1000`)).json().items).toEqual([])
    for (const query of [
      'limit=-1',
      'limit=0',
      'limit=61',
      'offset=-5',
      'offset=abc',
      'limit=1.5',
      'offset=99999999999',
    ]) {
      const errorResponse = await visitor(`/api/portfolio/${slug}?${query}`)
      expect(errorResponse.statusCode, query).toBe(400)
    }
    const tooMany = await staff('POST', '/api/portfolio', project({ items: [...ids, unknownId] }))
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toMatch(/^items: may hold at most 1000 items/)
  })

  it('responds with 404 for unknown slugs and ids, and 400 for a malformed id', async () => {
    expect((await visitor('/api/portfolio/no-such-project')).statusCode).toBe(404)
    expect((await visitor('/api/portfolio/..%2F..%2Fetc')).statusCode).toBe(404)
    expect((await staff('PATCH', `/api/portfolio/${unknownId}`, { title: 'x' })).statusCode).toBe(
      404,
    )
    const malformed = await staff('PATCH', '/api/portfolio/not-an-id', { title: 'x' })
    expect(malformed.statusCode).toBe(400)
    expect((await staff('PATCH', `/api/portfolio/${unknownId}`, {})).statusCode).toBe(400)
  })
})
