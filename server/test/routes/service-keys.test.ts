import { portfolioProjects, quoteRequests } from '@site/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loginAsAdmin } from '../support/admin-session.js'
import { mailingTestApp } from '../support/mailing-test-app.js'
import { parseMail } from '../support/mime.js'
import {
  fastQuoteRequests,
  quoteForm,
  sendQuote,
  sendQuoteWithFiles,
  solveAltcha,
  storedQuoteRequests,
} from '../support/quote-requests.js'
import {
  type EditableSettings,
  publishSiteSettings,
  readSiteSettings,
  settingsWith,
} from '../support/site-settings.js'
import type { SmtpCapture } from '../support/smtp-capture.js'
import type { TestApp } from '../support/test-app.js'

/**
 * Quote requests and portfolio projects name a service by its key (issue 33): a rename in the
 * published settings keeps every reference, a key the settings do not have is refused, and a
 * current name (a page made before keys) is taken as its key.
 */
describe('services referred to by key', () => {
  let testApp: TestApp
  let smtp: SmtpCapture
  let close = async () => {}
  let cookie: string

  beforeAll(async () => {
    ;({ smtp, testApp, close } = await mailingTestApp({
      quoteRequests: fastQuoteRequests,
    }))
    cookie = await loginAsAdmin(testApp)
  })
  afterAll(() => close())

  const app = () => testApp.app
  const send = async (fields: object) =>
    sendQuote(testApp, { ...quoteForm, ...fields, recaptchaToken: await solveAltcha(testApp) })
  const staff = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
    app().inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const project = (fields: object) =>
    staff('POST', '/api/portfolio', {
      title: 'Solar roof in Midrand',
      completedOn: '2026-03',
      category: 'Kitchen Renovation',
      ...fields,
    })
  const storedScope = async (id: string) =>
    (await app().db.select().from(portfolioProjects).where(eq(portfolioProjects.id, id)))[0]?.scope
  async function publishChange(change: (settings: EditableSettings) => void) {
    const { version } = await readSiteSettings(testApp, cookie)
    const response = await publishSiteSettings(testApp, cookie, {
      baseVersion: version,
      settings: settingsWith(change),
    })
    expect(response.statusCode, response.body).toBe(200)
  }
  async function mailOf(reference: string) {
    await vi.waitFor(
      () => expect(smtp.messages.some((m) => m.raw.includes(reference))).toBe(true),
      { timeout: 15_000 },
    )
    return parseMail(smtp.messages.find((m) => m.raw.includes(reference))?.raw ?? '')
  }

  it("stores a current service's name as its key", async () => {
    const quote = await send({ serviceType: 'Plumbing Services' })
    expect(quote.statusCode, quote.body).toBe(200)
    const [row] = await app()
      .db.select()
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, quote.json().reference))
    expect(row?.serviceType).toBe('plumbing')

    const made = await project({ scope: ['Solar Panel Installations', 'electrical'] })
    expect(made.statusCode, made.body).toBe(201)
    expect(made.json().scope).toEqual(['solar', 'electrical'])
    expect(await storedScope(made.json().id)).toEqual(['solar', 'electrical'])
  })

  it('refuses a service the published settings do not have, naming the field, and stores nothing', async () => {
    const requestsBefore = (await storedQuoteRequests(testApp)).length
    const quote = await send({ serviceType: 'roofing' })
    expect(quote.statusCode).toBe(400)
    expect(quote.json()).toEqual({
      success: false,
      message: 'serviceType: must be one of our services',
    })
    const withFiles = await sendQuoteWithFiles(testApp, [], {
      fields: { ...quoteForm, serviceType: 'roofing' },
    })
    expect(withFiles.statusCode).toBe(400)
    expect(withFiles.json().message).toBe('serviceType: must be one of our services')
    expect((await storedQuoteRequests(testApp)).length).toBe(requestsBefore)

    const projectsBefore = (await app().db.select().from(portfolioProjects)).length
    const made = await project({ scope: ['solar', 'roofing'] })
    expect(made.statusCode).toBe(400)
    expect(made.json().message).toBe('scope.1: must be one of our services')
    expect((await app().db.select().from(portfolioProjects)).length).toBe(projectsBefore)

    const kept = await project({ scope: ['solar'] })
    const changed = await staff('PATCH', `/api/portfolio/${kept.json().id}`, {
      title: 'Changed',
      scope: ['roofing'],
    })
    expect(changed.statusCode).toBe(400)
    expect(changed.json().message).toBe('scope.0: must be one of our services')
    expect(await storedScope(kept.json().id)).toEqual(['solar'])
  })

  it('keeps a value from before keys that a project holds when it is saved, and shows it as stored', async () => {
    const made = await project({ scope: ['solar'] })
    const id = made.json().id
    await app()
      .db.update(portfolioProjects)
      .set({ scope: ['Thatching', 'solar'] })
      .where(eq(portfolioProjects.id, id))
    const saved = await staff('PATCH', `/api/portfolio/${id}`, {
      scope: ['Thatching', 'solar', 'plumbing'],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().scope).toEqual(['Thatching', 'solar', 'plumbing'])
    expect(await storedScope(id)).toEqual(['Thatching', 'solar', 'plumbing'])
  })

  it("keeps every reference through a rename and shows the service's new name", async () => {
    const made = await project({ scope: ['solar'] })
    const quote = await send({ serviceType: 'solar' })
    expect(quote.statusCode, quote.body).toBe(200)
    const before = await mailOf(quote.json().reference)
    expect(before.headers.get('subject')).toMatch(/: Solar Panel Installations — /)

    await publishChange((s) => {
      s.services[1].name = 'Solar & Batteries'
    })

    expect(await storedScope(made.json().id)).toEqual(['solar'])
    const list = await staff('GET', '/api/inquiries')
    const listed = list
      .json()
      .items.find((item: { reference: string }) => item.reference === quote.json().reference)
    expect(listed.serviceType).toBe('solar')
    // The project is saved again as the editor does, with all its fields: the service stays.
    const saved = await staff('PATCH', `/api/portfolio/${made.json().id}`, {
      title: 'Solar roof in Midrand, again',
      scope: made.json().scope,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await storedScope(made.json().id)).toEqual(['solar'])

    // The new name is taken (and mailed), the old one no longer names a service.
    const renamed = await send({ serviceType: 'Solar & Batteries' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const after = await mailOf(renamed.json().reference)
    expect(after.headers.get('subject')).toMatch(/: Solar & Batteries — /)
    expect(after.text).toContain('Service: Solar & Batteries')
    expect((await send({ serviceType: 'Solar Panel Installations' })).statusCode).toBe(400)
  })

  it("responds with the published settings' reply promise", async () => {
    const received = await send({ serviceType: '' })
    expect(received.json().message).toBe(
      "Thank you for your inquiry. We'll get back to you within 24 hours.",
    )
    await publishChange((s) => {
      s.replyPromise = 'within two working days'
    })
    const later = await send({ serviceType: 'electrical' })
    expect(later.json().message).toBe(
      "Thank you for your inquiry. We'll get back to you within two working days.",
    )
    const withFiles = await sendQuoteWithFiles(testApp, [])
    expect(withFiles.json().message).toBe(
      "Thank you for your inquiry. We'll get back to you within two working days.",
    )
  })

  it('takes a service staff added to the published settings, and refuses one they removed', async () => {
    await publishChange((s) => {
      s.services = s.services.filter((service: { key: string }) => service.key !== 'specialized')
      s.services.push({ key: 'roofing', name: 'Roofing', icon: 'home', items: ['Tiled roofs'] })
    })
    const added = await send({ serviceType: 'roofing' })
    expect(added.statusCode, added.body).toBe(200)
    expect((await project({ scope: ['Roofing'] })).json().scope).toEqual(['roofing'])
    const removed = await send({ serviceType: 'specialized' })
    expect(removed.statusCode).toBe(400)
    expect(removed.json().message).toBe('serviceType: must be one of our services')
  })
})
