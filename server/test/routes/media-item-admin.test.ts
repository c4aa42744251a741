import { media } from '@site/db'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { withAdminTestApp } from '../support/admin-session.js'
import { seedMedia } from '../support/seed.js'

const unknownId = '00000000-0000-4000-8000-000000000000'

describe('the admin media endpoints', () => {
  const admin = withAdminTestApp()

  const send = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    admin.testApp.app.inject({
      method,
      url,
      headers: { cookie: admin.cookie },
      ...(payload ? { payload } : {}),
    })

  /** A seeded item with its original and two derivatives in the store. */
  async function storedItem(title: string) {
    const [row] = await seedMedia(admin.testApp.app.db, [{ title }])
    if (!row) throw new Error('no row')
    const derived = [`derived/${row.id}/w400.webp`, `derived/${row.id}/display.jpg`]
    for (const key of [row.objectKey, ...derived]) {
      await admin.testApp.app.storage.writeObject(key, Buffer.from(key), key.length, 'image/jpeg')
    }
    return { row, keys: [row.objectKey, ...derived] }
  }

  it('requires the admin session for each', async () => {
    const [row] = await seedMedia(admin.testApp.app.db, [{}])
    const responses = await Promise.all([
      admin.testApp.app.inject({ method: 'GET', url: '/api/admin/projects' }),
      admin.testApp.app.inject({
        method: 'PATCH',
        url: `/api/projects/${row?.id}`,
        payload: { title: 'Nope' },
      }),
      admin.testApp.app.inject({ method: 'DELETE', url: `/api/projects/${row?.id}` }),
    ])
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401])
    const [still] = await admin.testApp.app.db
      .select()
      .from(media)
      .where(eq(media.id, row?.id ?? ''))
    expect(still?.title).toBe(row?.title)
  })

  it('lists every item newest first whatever its status, with status and failure reason', async () => {
    const [failed, processing, ready] = await seedMedia(admin.testApp.app.db, [
      {
        status: 'failed',
        failureReason: 'The file could not be decoded.',
        createdAt: new Date('2030-01-01T10:00:00Z'),
      },
      { status: 'processing', derivatives: [], createdAt: new Date('2030-01-02T10:00:00Z') },
      { status: 'ready', createdAt: new Date('2030-01-03T10:00:00Z') },
    ])
    const response = await send('GET', '/api/admin/projects')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const [first, second, third] = response.json()
    expect(first).toEqual(
      expect.objectContaining({
        id: ready?.id,
        title: ready?.title,
        category: 'General',
        fileType: 'image',
        image: `/media/derived/${ready?.id}/display.jpg`,
        download: `/media/derived/${ready?.id}/display.jpg`,
        original: `/media/${ready?.objectKey}`,
        status: 'ready',
        failureReason: null,
      }),
    )
    // Staff see the original until processing has made a display copy.
    expect(second).toEqual(
      expect.objectContaining({
        id: processing?.id,
        status: 'processing',
        image: `/media/${processing?.objectKey}`,
        original: `/media/${processing?.objectKey}`,
      }),
    )
    expect(third).toEqual(
      expect.objectContaining({
        id: failed?.id,
        status: 'failed',
        failureReason: 'The file could not be decoded.',
      }),
    )
  })

  it('edits the title, the description and the category, each on its own', async () => {
    const [row] = await seedMedia(admin.testApp.app.db, [
      { title: 'Old title', description: 'Old' },
    ])
    const url = `/api/projects/${row?.id}`

    const titled = await send('PATCH', url, { title: '  New kitchen  ' })
    expect(titled.statusCode).toBe(200)
    expect(titled.json()).toEqual(
      expect.objectContaining({ id: row?.id, title: 'New kitchen', description: 'Old' }),
    )

    const described = await send('PATCH', url, { description: 'Tiles and lights.' })
    expect(described.json()).toEqual(
      expect.objectContaining({ title: 'New kitchen', description: 'Tiles and lights.' }),
    )

    // Any case is accepted; the category's own spelling is stored.
    const moved = await send('PATCH', url, { category: 'kitchen renovation' })
    expect(moved.json()).toEqual(
      expect.objectContaining({ category: 'Kitchen Renovation', status: 'ready' }),
    )

    const [stored] = await admin.testApp.app.db
      .select()
      .from(media)
      .where(eq(media.id, row?.id ?? ''))
    expect(stored).toEqual(
      expect.objectContaining({
        title: 'New kitchen',
        description: 'Tiles and lights.',
        category: 'Kitchen Renovation',
      }),
    )
  })

  it("makes a category staff set theirs, clears 'needs a title' with a title, and edits the alt text", async () => {
    const [row] = await seedMedia(admin.testApp.app.db, [
      {
        title: 'General, November 2026',
        needsTitle: true,
        categorySource: 'analyser',
        altText: 'A roof.',
      },
    ])
    const url = `/api/projects/${row?.id}`
    const listedItem = async () =>
      (await send('GET', '/api/admin/projects'))
        .json()
        .find((item: { id: string }) => item.id === row?.id)
    expect(await listedItem()).toEqual(
      expect.objectContaining({ categorySource: 'analyser', needsTitle: true, altText: 'A roof.' }),
    )

    // Neither changes without its own field.
    const described = await send('PATCH', url, { description: 'Re-tiled.' })
    expect(described.json()).toEqual(
      expect.objectContaining({ categorySource: 'analyser', needsTitle: true }),
    )

    const moved = await send('PATCH', url, { category: 'Maintenance' })
    expect(moved.json()).toEqual(
      expect.objectContaining({
        category: 'Maintenance',
        categorySource: 'staff',
        needsTitle: true,
      }),
    )

    const titled = await send('PATCH', url, { title: 'Re-tiled roof in Soweto' })
    expect(titled.json()).toEqual(expect.objectContaining({ needsTitle: false }))

    const alt = await send('PATCH', url, { altText: '  A tiled roof, half re-tiled.  ' })
    expect(alt.statusCode).toBe(200)
    expect(await listedItem()).toEqual(
      expect.objectContaining({
        title: 'Re-tiled roof in Soweto',
        category: 'Maintenance',
        categorySource: 'staff',
        needsTitle: false,
        altText: 'A tiled roof, half re-tiled.',
      }),
    )
    // Visitors get the alt text too (and nothing else of the new columns).
    const visible = (await admin.testApp.app.inject({ url: `/api/projects/${row?.id}` })).json()
    expect(visible.altText).toBe('A tiled roof, half re-tiled.')
    expect(visible).not.toHaveProperty('categorySource')
    expect(visible).not.toHaveProperty('needsTitle')

    expect((await send('PATCH', url, { altText: '' })).json().altText).toBe('')
  })

  it.each([
    ['an invalid category', { category: 'Garden' }, /category: must be one of/],
    ['an alt text over 300 characters', { altText: 'x'.repeat(301) }, /altText/],
    ['Videos, which is no category to give', { category: 'Videos' }, /category/],
    ['an empty title', { title: '   ' }, /title: must not be empty/],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, /title/],
    ['a description over 2000 characters', { description: 'x'.repeat(2001) }, /description/],
    ['an unknown field', { title: 'Fine', fileType: 'video' }, /fileType|unrecognized/i],
    ['nothing to change', {}, /nothing to change/],
  ])('refuses %s with 400', async (_what, payload, message) => {
    const [row] = await seedMedia(admin.testApp.app.db, [{ title: 'Unchanged' }])
    const response = await send('PATCH', `/api/projects/${row?.id}`, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(message) })
    const [stored] = await admin.testApp.app.db
      .select()
      .from(media)
      .where(eq(media.id, row?.id ?? ''))
    expect(stored?.title).toBe('Unchanged')
  })

  it('responds with 400 to a malformed id and 404 to an unknown one', async () => {
    expect((await send('PATCH', '/api/projects/nope', { title: 'A' })).statusCode).toBe(400)
    expect((await send('DELETE', '/api/projects/nope')).statusCode).toBe(400)
    const patched = await send('PATCH', `/api/projects/${unknownId}`, { title: 'A' })
    expect(patched.statusCode).toBe(404)
    expect(patched.json()).toEqual({ success: false, message: 'There is no such media item.' })
    expect((await send('DELETE', `/api/projects/${unknownId}`)).statusCode).toBe(404)
  })

  it('deletes the row, the original and every derivative, and nothing else', async () => {
    const kept = await storedItem('Kept')
    const doomed = await storedItem('Doomed')
    const before = await admin.testApp.app.storage.listObjectKeys()
    expect(before).toEqual(expect.arrayContaining([...kept.keys, ...doomed.keys]))

    const response = await send('DELETE', `/api/projects/${doomed.row.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true })

    const rows = await admin.testApp.app.db.select().from(media).where(eq(media.id, doomed.row.id))
    expect(rows).toEqual([])
    const after = await admin.testApp.app.storage.listObjectKeys()
    expect(after.sort()).toEqual(before.filter((key) => !doomed.keys.includes(key)).sort())
    expect(after).toEqual(expect.arrayContaining(kept.keys))
    const listed = (await send('GET', '/api/admin/projects')).json()
    expect(listed.map((item: { id: string }) => item.id)).not.toContain(doomed.row.id)
    expect(listed.map((item: { id: string }) => item.id)).toContain(kept.row.id)

    const again = await send('DELETE', `/api/projects/${doomed.row.id}`)
    expect(again.statusCode).toBe(404)
  })
})
