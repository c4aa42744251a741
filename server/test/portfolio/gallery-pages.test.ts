import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../src/http/content-security-policy.js'
import { loginAsAdmin } from '../support/admin-session.js'
import { builtClientDir, builtPagesDir } from '../support/built-client.js'
import { executableInlineScriptHashes } from '../support/inline-scripts.js'
import { seedMedia } from '../support/seed.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const pagesDir = builtPagesDir()
const clientDir = builtClientDir()
const publicUrl = 'https://www.example.com'

/** The cards a gallery page draws, by their titles (each card's button), as the HTML has them. */
const cardTitles = (html: string) =>
  [...html.matchAll(/<h3[^>]*><button type="button"[^>]*>([^<]*)<\/button><\/h3>/g)].map(
    ([, title]) => title,
  )

const isCategoryList = (html: string) =>
  html.includes('Project Categories') && !html.includes('Back to Categories')

/**
 * `/gallery?category=…` is rendered by the API with the category's first page, for `npm start`
 * and behind nginx alike; two API processes on one database never serve a page that misses a
 * committed change.
 */
describe('gallery category pages rendered by the API', () => {
  let embedded: TestApp
  let replica: TestApp
  let cookie: string

  beforeAll(async () => {
    embedded = await buildTestApp({ pagesDir, clientDir, env: { PUBLIC_URL: `${publicUrl}/` } })
    // As behind nginx: the server bundle only, on the same database and bucket.
    replica = await buildTestApp({
      pagesDir,
      env: { ...embedded.servicesEnv, PUBLIC_URL: `${publicUrl}/` },
    })
    cookie = await loginAsAdmin(embedded)
  })
  afterAll(async () => {
    await replica?.close()
    await embedded?.close()
  })

  const visit = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url })
  const staff = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
    embedded.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

  it('draws the first page of a category in the HTML, with its title, canonical and exact CSP', async () => {
    await seedMedia(embedded.app.db, [
      {
        category: 'Solar & Electrical',
        title: 'Roof panels in Midrand',
        createdAt: new Date('2026-01-01'),
      },
      {
        category: 'Solar & Electrical',
        title: 'Inverter room',
        createdAt: new Date('2026-02-01'),
      },
      { category: 'Home Renovation', title: 'Geyser swap' },
    ])
    for (const app of [embedded, replica]) {
      const page = await visit(app, '/gallery?category=Solar%20%26%20Electrical')
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(page.headers['cache-control']).toBe('no-cache')
      const html = page.body
      // Newest first, as the API lists them; another category's item is not there.
      expect(cardTitles(html)).toEqual(['Inverter room', 'Roof panels in Midrand'])
      expect(html).not.toContain('Geyser swap')
      expect(html).toContain('Back to Categories')
      expect(html).toContain('<title>Solar &amp; Electrical | Project Gallery | ')
      expect(html).toContain(
        `<link rel="canonical" href="${publicUrl}/gallery?category=Solar%20%26%20Electrical"/>`,
      )
      expect(html).not.toContain('__PUBLIC_URL__')
      // The page carries the data it was drawn with, for hydration without a request.
      expect(html).toContain('Roof panels in Midrand')
      expect(html).toMatch(/queries:"\[.*Inverter room/)
      const hashes = executableInlineScriptHashes(html)
      expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy('altcha', hashes))
    }
  })

  it('draws 24 cards of a long category and offers the rest', async () => {
    await seedMedia(
      embedded.app.db,
      Array.from({ length: 30 }, (_, index) => ({
        category: 'Building',
        title: `Wall ${String(index).padStart(2, '0')}`,
      })),
    )
    const html = (await visit(replica, '/gallery?category=Building')).body
    const titles = cardTitles(html)
    expect(titles).toHaveLength(24)
    // The same first page the browser asks the API for when it scrolls from a category list.
    const firstPage = await visit(embedded, '/api/projects?category=Building&limit=24&offset=0')
    expect(titles).toEqual(firstPage.json().map((item: { title: string }) => item.title))
    expect(html).toContain('Show more projects')
  })

  it('shows an edit and a delete made through one process on the next page of the other', async () => {
    const [item] = await seedMedia(embedded.app.db, [
      { category: 'Bathroom Renovation', title: 'Old board' },
    ])
    const url = '/gallery?category=Bathroom%20Renovation'
    // The process that wrote shows a change at once; the other once PostgreSQL's notification
    // reaches it, a moment after the commit (decision 069).
    const replicaShows = (path: string) =>
      expect.poll(async () => (await visit(replica, path)).body)
    const replicaTitles = (path: string) =>
      expect.poll(async () => cardTitles((await visit(replica, path)).body))
    await replicaTitles(url).toEqual(['Old board'])

    const edit = await staff('PATCH', `/api/projects/${item?.id}`, { title: 'New board' })
    expect(edit.statusCode).toBe(200)
    expect(cardTitles((await visit(embedded, url)).body)).toEqual(['New board'])
    await replicaTitles(url).toEqual(['New board'])

    const moved = await staff('PATCH', `/api/projects/${item?.id}`, { category: 'General' })
    expect(moved.statusCode).toBe(200)
    await replicaShows(url).toContain('No projects found in this category.')
    await replicaTitles('/gallery?category=General').toContain('New board')

    const removed = await staff('DELETE', `/api/projects/${item?.id}`)
    expect(removed.statusCode).toBe(200)
    await replicaShows('/gallery?category=General').not.toContain('New board')
  })

  it('responds to a category with nothing in it with the empty state, not an error', async () => {
    const page = await visit(replica, '/gallery?category=New%20Construction')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('No projects found in this category.')
    expect(cardTitles(page.body)).toEqual([])
  })

  it.each([
    ['no query', '/gallery'],
    ['an empty category', '/gallery?category='],
    ['only spaces', '/gallery?category=%20%20'],
    ['a name of 101 characters', `/gallery?category=${'a'.repeat(101)}`],
    ['a number (the browser reads it as one)', '/gallery?category=2024'],
    ['JSON the browser reads as an object', '/gallery?category=%7B%22a%22%3A1%7D'],
    ['another parameter only', '/gallery?item=abc'],
  ])('responds with the category list for %s, the same page as /gallery', async (_name, url) => {
    for (const app of [embedded, replica]) {
      const page = await visit(app, url)
      expect(page.statusCode, url).toBe(200)
      expect(isCategoryList(page.body), url).toBe(true)
      expect(page.headers['content-security-policy'], url).toBe(
        contentSecurityPolicy('altcha', executableInlineScriptHashes(page.body)),
      )
    }
  })

  it('reads a category and an open item together, drawing the category without the viewer', async () => {
    const [item] = await seedMedia(embedded.app.db, [{ category: 'Maintenance', title: 'Lounge' }])
    const page = await visit(embedded, `/gallery?item=${item?.id}&category=Maintenance`)
    expect(page.statusCode).toBe(200)
    expect(cardTitles(page.body)).toEqual(['Lounge'])
    expect(page.body).not.toContain('<dialog')
  })

  it('sends the category list, not an error, when the catalogue cannot be read', async () => {
    const logged = replica.logs.length
    await embedded.app.pool.query('alter table media rename to media_away')
    try {
      // A category not asked for before, so no page of it is kept.
      const page = await visit(replica, '/gallery?category=Videos')
      expect(page.statusCode).toBe(200)
      expect(isCategoryList(page.body)).toBe(true)
    } finally {
      await embedded.app.pool.query('alter table media_away rename to media')
    }
    // Said in the log, for whoever looks after the site; the next visitor gets the page.
    const errors = replica.logs.slice(logged).filter((line) => line.level >= 50)
    expect(errors.map((line) => line.msg)).toEqual([
      'a gallery category page failed; the list was sent',
    ])
    replica.logs.splice(logged)
    const again = await visit(replica, '/gallery?category=Videos')
    expect(again.body).toContain('No projects found in this category.')
  })

  it('draws a title with markup in it as text, and keeps it out of the script as markup', async () => {
    await seedMedia(embedded.app.db, [
      { category: 'Kitchen Renovation', title: '</script><script>alert(1)</script>' },
    ])
    const html = (await visit(replica, '/gallery?category=Kitchen%20Renovation')).body
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(cardTitles(html)).toEqual(['&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;'])
  })

  // Issue 32: any text was a page of its own, a ready-made phishing page on the company's domain.
  it.each([
    ['a phishing text', 'Site closed - pay deposits to FNB 62000000000', 'FNB'],
    ['a made-up category', 'Roofing', 'Roofing'],
    ['markup', '<b>Bold</b>', 'Bold'],
  ])('responds with the 404 page, naming nothing, for %s', async (_name, text, shown) => {
    for (const app of [embedded, replica]) {
      const page = await visit(app, `/gallery?category=${encodeURIComponent(text)}`)
      expect(page.statusCode).toBe(404)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(page.body).toContain('Oops! Page not found')
      expect(page.body).toContain('<title>Page not found | ')
      expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>')
      expect(page.body).not.toContain(shown)
      expect(page.body).not.toContain('rel="canonical"')
      expect(isCategoryList(page.body)).toBe(false)
      expect(page.headers['content-security-policy']).toBe(
        contentSecurityPolicy('altcha', executableInlineScriptHashes(page.body)),
      )
    }
  })

  it('sends a category spelt another way to its own page (301), keeping the open item', async () => {
    for (const app of [embedded, replica]) {
      const page = await visit(app, '/gallery?category=%20kitchen%20RENOVATION&item=abc')
      expect(page.statusCode).toBe(301)
      expect(page.headers.location).toBe('/gallery?category=Kitchen+Renovation&item=abc')
      const followed = await visit(app, page.headers.location as string)
      expect(followed.statusCode).toBe(200)
      expect(followed.body).toContain('<title>Kitchen Renovation | Project Gallery | ')
    }
  })
})
