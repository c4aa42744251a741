import { portfolioProjects, quoteRequests } from '@site/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAsAdmin } from '../support/admin-session.js'
import { quoteForm, storeQuoteRequest } from '../support/quote-requests.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

describe('the admin quote request endpoints', () => {
  let testApp: TestApp
  let cookie: string
  const ids: string[] = []

  beforeAll(async () => {
    testApp = await buildTestApp()
    cookie = await loginAsAdmin(testApp)
    // Three requests a minute apart, oldest first.
    for (const [i, name] of ['Anele', 'Bongani', 'Carla'].entries()) {
      const row = await storeQuoteRequest(testApp.app.db, {
        reference: `Q-2026-000${i + 1}`,
        firstName: name,
        createdAt: new Date(Date.UTC(2026, 0, 1, 8, i)),
      })
      ids.push(row.id)
    }
  })
  afterAll(() => testApp.close())

  const get = (url: string) => testApp.app.inject({ url, headers: { cookie } })
  const patch = (id: string, payload: object) =>
    testApp.app.inject({
      method: 'PATCH',
      url: `/api/inquiries/${id}`,
      headers: { cookie },
      payload,
    })

  it('requires the admin session', async () => {
    expect((await testApp.app.inject('/api/inquiries')).statusCode).toBe(401)
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/inquiries/${ids[0]}`,
      payload: { stage: 'contacted' },
    })
    expect(response.statusCode).toBe(401)
  })

  it('lists newest first with delivery status, and pages with limit and before', async () => {
    const all = await get('/api/inquiries')
    expect(all.statusCode).toBe(200)
    expect(all.headers['cache-control']).toBe('no-store')
    expect(all.json().items.map((i: { firstName: string }) => i.firstName)).toEqual([
      'Carla',
      'Bongani',
      'Anele',
    ])
    expect(all.json().items[0]).toEqual({
      id: ids[2],
      reference: 'Q-2026-0003',
      ...quoteForm,
      firstName: 'Carla',
      createdAt: '2026-01-01T08:02:00.000Z',
      marketingConsentAt: null,
      stage: 'new',
      stageChangedAt: expect.any(String),
      firstContactAt: null,
      portfolioProjectId: null,
      note: '',
      deliveryStatus: 'pending',
      deliveryAttempts: 0,
      lastDeliveryError: null,
      sentAt: null,
      attachments: [],
      review: null,
      reviewMailOptOut: false,
    })
    expect(all.json().nextBefore).toBeNull()
    expect(all.json().counts).toEqual({ new: 3, contacted: 0, quoted: 0, won: 0, done: 0, lost: 0 })

    const first = (await get('/api/inquiries?limit=2')).json()
    expect(first.items.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[1]])
    expect(first.nextBefore).toBe(ids[1])
    const second = (await get(`/api/inquiries?limit=2&before=${first.nextBefore}`)).json()
    expect(second).toMatchObject({
      items: [expect.objectContaining({ id: ids[0] })],
      nextBefore: null,
    })
  })

  it.each([
    ['limit=0', 400],
    ['limit=101', 400],
    ['before=nope', 400],
    ['before=00000000-0000-4000-8000-000000000000', 404],
  ])('responds to ?%s with %i', async (query, status) => {
    const response = await get(`/api/inquiries?${query}`)
    expect(response.statusCode).toBe(status)
    expect(response.json().success).toBe(false)
  })

  it('gives one request by id (the quote mail links to it), to staff only', async () => {
    const one = await get(`/api/inquiries/${ids[1]}`)
    expect(one.statusCode).toBe(200)
    expect(one.json()).toMatchObject({ id: ids[1], reference: 'Q-2026-0002', attachments: [] })
    expect(one.headers['cache-control']).toBe('no-store')
    expect((await testApp.app.inject(`/api/inquiries/${ids[1]}`)).statusCode).toBe(401)
    expect((await get(`/api/inquiries/${crypto.randomUUID()}`)).statusCode).toBe(404)
    const malformed = await get('/api/inquiries/not-an-id')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe('id: must be the id of a quote request')
  })

  it('records when a request entered its stage and when staff first answered it', async () => {
    const { id } = await storeQuoteRequest(testApp.app.db, {
      reference: 'Q-2026-0098',
      firstName: 'Stages',
    })
    const before = (await get(`/api/inquiries/${id}`)).json()
    const contacted = (await patch(id, { stage: 'contacted' })).json()
    expect(contacted.stageChangedAt > before.stageChangedAt).toBe(true)
    expect(contacted.firstContactAt).toBe(contacted.stageChangedAt)
    // The same stage again changes nothing; a later one moves only the stage's time.
    const same = (await patch(id, { stage: 'contacted', note: 'Called' })).json()
    expect(same.stageChangedAt).toBe(contacted.stageChangedAt)
    const won = (await patch(id, { stage: 'won' })).json()
    expect(won.stageChangedAt > contacted.stageChangedAt).toBe(true)
    expect(won.firstContactAt).toBe(contacted.firstContactAt)
    await testApp.app.db.delete(quoteRequests).where(eq(quoteRequests.id, id))
  })

  it('links a request to the portfolio project of its job, and unlinks it', async () => {
    const [project] = await testApp.app.db
      .insert(portfolioProjects)
      .values({
        slug: 'kitchen-rewire',
        title: 'Kitchen rewire',
        completedOn: '2026-01',
        category: 'electrical',
      })
      .returning()
    const linked = await patch(ids[2] ?? '', { portfolioProjectId: project?.id })
    expect([linked.statusCode, linked.json().portfolioProjectId]).toEqual([200, project?.id])
    const unknown = await patch(ids[2] ?? '', { portfolioProjectId: crypto.randomUUID() })
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      400,
      'There is no such portfolio project.',
    ])
    expect((await get(`/api/inquiries/${ids[2]}`)).json().portfolioProjectId).toBe(project?.id)
    const unlinked = await patch(ids[2] ?? '', { portfolioProjectId: null })
    expect(unlinked.json().portfolioProjectId).toBeNull()
  })

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000', { stage: 'won' }, 404],
    ['a malformed id', 'not-a-uuid', { stage: 'won' }, 400],
    ['the old handled flag (the stage says it now)', 'ID', { handled: true }, 400],
    ['an unknown field', 'ID', { stage: 'won', message: 'x' }, 400],
    ['a project id that is not an id', 'ID', { portfolioProjectId: 'kitchen' }, 400],
    ['a stage that does not exist', 'ID', { stage: 'invoiced' }, 400],
    ['a note over 2000 characters', 'ID', { note: 'x'.repeat(2001) }, 400],
    ['a note of 100 KB', 'ID', { note: 'x'.repeat(100 * 1024) }, 413],
    ['a note with U+0000', 'ID', { note: 'a\u0000b' }, 400],
    ['nothing to change', 'ID', {}, 400],
  ])('refuses %s', async (_name, id, body, status) => {
    const response = await patch(id === 'ID' ? (ids[1] ?? '') : id, body)
    expect(response.statusCode).toBe(status)
    expect(response.json().success).toBe(false)
  })

  it('erases a request for good, and refuses an unknown or malformed id or no session', async () => {
    const extra = await storeQuoteRequest(testApp.app.db, {
      reference: 'Q-2026-0099',
      firstName: 'Erase me',
    })
    const erase = (id: string, withSession = true) =>
      testApp.app.inject({
        method: 'DELETE',
        url: `/api/inquiries/${id}`,
        headers: withSession ? { cookie } : {},
      })
    expect((await erase(extra.id, false)).statusCode).toBe(401)
    expect((await erase('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await erase('not-a-uuid')).statusCode).toBe(400)
    const erased = await erase(extra.id)
    expect([erased.statusCode, erased.json()]).toEqual([200, { success: true }])
    const names = (await get('/api/inquiries'))
      .json()
      .items.map((i: { firstName: string }) => i.firstName)
    expect(names).not.toContain('Erase me')
    expect(names).toHaveLength(3)
    expect((await erase(extra.id)).statusCode).toBe(404)
  })

  it('moves a request through the stages, keeps a note, and filters and counts by stage', async () => {
    const contacted = await patch(ids[1] ?? '', {
      stage: 'contacted',
      note: '  Site visit Tuesday 10:00  ',
    })
    expect(contacted.statusCode).toBe(200)
    expect(contacted.json()).toMatchObject({ stage: 'contacted', note: 'Site visit Tuesday 10:00' })
    const quoted = await patch(ids[1] ?? '', { stage: 'quoted' })
    expect(quoted.json()).toMatchObject({ stage: 'quoted', note: 'Site visit Tuesday 10:00' })

    const onlyQuoted = (await get('/api/inquiries?stage=quoted')).json()
    expect(onlyQuoted.items.map((i: { id: string }) => i.id)).toEqual([ids[1]])
    expect(onlyQuoted.counts).toMatchObject({ new: 2, quoted: 1 })
    const bad = await get('/api/inquiries?stage=invoiced')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(
      /^stage: must be one of: new, contacted, quoted, won, done, lost/,
    )
  })
})
