import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../src/http/content-security-policy.js'
import { withAdminTestApp } from '../support/admin-session.js'
import { builtPagesDir } from '../support/built-client.js'
import { executableInlineScriptHashes, jsonLdOf } from '../support/inline-scripts.js'
import { seedMedia } from '../support/seed.js'

const pagesDir = builtPagesDir()
const publicUrl = 'https://www.example.com'

describe('portfolio pages rendered by the API', () => {
  const admin = withAdminTestApp({ pagesDir, env: { PUBLIC_URL: `${publicUrl}/` } })
  const app = () => admin.testApp.app
  const staff = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    app().inject({ method, url, headers: { cookie: admin.cookie }, payload })
  const visit = (url: string) => app().inject({ method: 'GET', url })

  /** A published project of 61 photos: one more than a visitor's first page shows. */
  async function publishLongProject(title: string) {
    const photos = await seedMedia(
      app().db,
      Array.from({ length: 61 }, () => ({ category: 'Building' })),
    )
    const created = await staff('POST', '/api/portfolio', {
      title,
      completedOn: '2026-01',
      category: 'Building',
      items: photos.map((photo) => photo.id),
      published: true,
    })
    return { photos, slug: created.json().slug as string }
  }

  async function createProject(fields: object) {
    const photos = await seedMedia(app().db, [
      { category: 'Kitchen Renovation', title: 'Old kitchen' },
      { category: 'Kitchen Renovation', title: 'New kitchen' },
      { category: 'Kitchen Renovation', title: 'New lights' },
    ])
    const [before, after, lights] = photos.map((photo) => photo.id)
    const response = await staff('POST', '/api/portfolio', {
      title: 'Kitchen in Randburg',
      summary: 'A dark kitchen rewired and relit.',
      description: 'The wiring was forty years old.\n\nWe rewired the room.',
      area: 'Randburg',
      completedOn: '2026-03',
      category: 'Kitchen Renovation',
      items: [before, after, lights],
      coverId: after,
      pairs: [{ beforeId: before, afterId: after }],
      published: true,
      ...fields,
    })
    expect(response.statusCode, response.body).toBe(201)
    return { ...(response.json() as { id: string; slug: string }), photos }
  }

  it('renders a published project: story, canonical, cover as og:image, JSON-LD, exact CSP', async () => {
    const { slug, photos } = await createProject({ title: 'Kitchen in Randburg' })
    const page = await visit(`/projects/${slug}`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const html = page.body
    expect(html).toContain('<title>Kitchen in Randburg, Randburg | ')
    expect(html).toContain('The wiring was forty years old.')
    expect(html).toContain('role="slider"')
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/projects/${slug}"/>`)
    expect(html).not.toContain('__PUBLIC_URL__')
    const cover = photos[1]
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${publicUrl}/media/[^"]*${cover?.id}[^"]*"/>`),
    )
    const jsonLd = jsonLdOf(html)
    expect(jsonLd).toMatchObject({
      '@type': 'CreativeWork',
      name: 'Kitchen in Randburg',
      url: `${publicUrl}/projects/${slug}`,
      creator: { '@type': ['Electrician', 'LocalBusiness'], '@id': `${publicUrl}/#business` },
    })
    expect(jsonLd.image).toHaveLength(3)
    for (const image of jsonLd.image) {
      expect(image['@type']).toBe('ImageObject')
      expect(image.contentUrl).toMatch(new RegExp(`^${publicUrl}/media/`))
    }
    // Exactly this page's own inline scripts, and something to allow (the router's data).
    const hashes = executableInlineScriptHashes(html)
    expect(hashes.length).toBeGreaterThan(0)
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy('altcha', hashes))
    expect(page.headers['cache-control']).toBe('no-cache')
  })

  it('responds with the real 404 page for an unknown slug, a draft, and a slug that cannot be one', async () => {
    const draft = await createProject({ title: 'Draft bathroom', published: false })
    for (const url of [
      '/projects/no-such-project',
      `/projects/${draft.slug}`,
      '/projects/..%2Fadmin',
      '/projects/Kitchen',
    ]) {
      const page = await visit(url)
      expect(page.statusCode, url).toBe(404)
      expect(page.headers['content-type'], url).toMatch(/^text\/html/)
      expect(page.body, url).toContain('Oops! Page not found')
      expect(page.body, url).not.toContain('Draft bathroom')
      expect(page.headers['content-security-policy'], url).toBe(
        contentSecurityPolicy('altcha', executableInlineScriptHashes(page.body)),
      )
    }
  })

  it('shows an edit, a publication and an unpublication on the next request', async () => {
    const { id, slug } = await createProject({ title: 'Solar carport' })
    expect((await visit(`/projects/${slug}`)).body).toContain('Solar carport')
    expect((await visit('/projects')).body).toContain(`href="/projects/${slug}"`)

    await staff('PATCH', `/api/portfolio/${id}`, { title: 'Solar carport, extended' })
    const edited = await visit(`/projects/${slug}`)
    expect(edited.body).toContain('Solar carport, extended')
    expect((await visit('/projects')).body).toContain('Solar carport, extended')

    await staff('PATCH', `/api/portfolio/${id}`, { published: false })
    expect((await visit(`/projects/${slug}`)).statusCode).toBe(404)
    expect((await visit('/projects')).body).not.toContain(`href="/projects/${slug}"`)
    expect((await visit('/sitemap.xml')).body).not.toContain(`/projects/${slug}<`)

    await staff('PATCH', `/api/portfolio/${id}`, { published: true })
    expect((await visit(`/projects/${slug}`)).statusCode).toBe(200)
  })

  it('filters the projects page by category and area from the query string', async () => {
    const { slug } = await createProject({ title: 'Borehole pump', area: 'Centurion' })
    const inArea = await visit('/projects?area=centurion')
    expect(inArea.statusCode).toBe(200)
    expect(inArea.body).toContain(`href="/projects/${slug}"`)
    expect(inArea.body).not.toContain('Kitchen in Randburg<')
    const neither = await visit('/projects?area=Centurion&category=building')
    expect(neither.statusCode).toBe(200)
    expect(neither.body).toContain('No project matches these filters.')
  })

  // Issue 32: the page was kept by the lower-cased filter but drawn as sent, so the first
  // visitor's spelling was served to everyone after.
  it.each([
    ['RANDBURG', 'randburg'],
    ['randburg', 'RANDBURG'],
    ['rAnDbUrG', 'Randburg'],
  ])(
    'draws the same page for %s and then %s, in the spelling the project has',
    async (first, then) => {
      // A new project raises the catalogue version: no page kept from another test is served.
      const title = `Kitchen ${first.length}${then.length}${crypto.randomUUID().slice(0, 8)}`
      await createProject({ title, area: 'Randburg' })
      const pages = [
        await visit(`/projects?area=${first}&category=KITCHEN%20renovation`),
        await visit(`/projects?area=${then}&category=kitchen%20Renovation`),
      ]
      for (const page of pages) {
        expect(page.statusCode).toBe(200)
        expect(page.body).toContain(title)
        expect(page.body).toContain('>Randburg</a>')
        for (const spelling of ['RANDBURG', 'rAnDbUrG', 'KITCHEN', 'kitchen%20Renovation']) {
          expect(page.body).not.toContain(spelling)
        }
      }
      expect(pages[1]?.body).toBe(pages[0]?.body)
    },
  )

  it.each([
    ['an area no project is in', '/projects?area=PoisonCase', 'oisonCase'],
    [
      'a category there is not',
      '/projects?category=Site%20closed%20-%20pay%20deposits',
      'deposits',
    ],
    ['a known category with an unknown area', '/projects?category=Building&area=Nowhere', 'owhere'],
  ])('responds with the 404 page, naming nothing, for %s', async (_name, url, shown) => {
    await createProject({ title: 'Somewhere real' })
    for (let visitor = 0; visitor < 2; visitor++) {
      const page = await visit(url)
      expect(page.statusCode, url).toBe(404)
      expect(page.body, url).toContain('Oops! Page not found')
      expect(page.body, url).toContain('<meta name="robots" content="noindex, nofollow"/>')
      expect(page.body.toLowerCase(), url).not.toContain(shown.toLowerCase())
      expect(page.headers['content-security-policy'], url).toBe(
        contentSecurityPolicy('altcha', executableInlineScriptHashes(page.body)),
      )
    }
  })

  it('renders the first page of a long project and offers the rest on demand', async () => {
    const { photos, slug } = await publishLongProject('Long build')
    const page = await visit(`/projects/${slug}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Photos (61)')
    expect(page.body.match(/<li><button type="button"/g)).toHaveLength(60)
    expect(page.body).toContain(photos[59]?.id)
    expect(page.body).not.toContain(photos[60]?.id)
    expect(page.body).toContain('Show more photos')
  })

  it('counts a video in the heading as a video, not as one more photo', async () => {
    const items = await seedMedia(app().db, [
      { category: 'Building' },
      { category: 'Building' },
      { category: 'Building', fileType: 'video', contentType: 'video/mp4' },
    ])
    const created = await staff('POST', '/api/portfolio', {
      title: 'Wall with a clip',
      completedOn: '2026-02',
      category: 'Building',
      items: items.map((item) => item.id),
      published: true,
    })
    const { slug } = created.json()
    expect((await visit(`/api/portfolio/${slug}`)).json()).toMatchObject({
      itemCount: 3,
      videoCount: 1,
    })
    const page = await visit(`/projects/${slug}`)
    expect(page.body).toContain('Photos and videos (3)')
    expect(page.body).not.toContain('Photos (3)')
  })

  it('lists published projects and their photos in the sitemap, drafts not', async () => {
    const shown = await createProject({ title: 'Sitemap shown' })
    const draft = await createProject({ title: 'Sitemap draft', published: false })
    const sitemap = await visit('/sitemap.xml')
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/)
    const xml = sitemap.body
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"')
    expect(xml).toContain(`<loc>${publicUrl}/</loc>`)
    expect(xml).toContain(`<loc>${publicUrl}/projects</loc>`)
    const entry = new RegExp(
      `<url><loc>${publicUrl}/projects/${shown.slug}</loc>((?:<image:image>.*?</image:image>)*)</url>`,
    ).exec(xml)
    expect(entry).not.toBeNull()
    const images = [...(entry?.[1] ?? '').matchAll(/<image:loc>([^<]+)<\/image:loc>/g)]
    expect(images).toHaveLength(3)
    for (const photo of shown.photos) expect(entry?.[1]).toContain(photo.id)
    expect(xml).not.toContain(`/projects/${draft.slug}<`)
  })

  it("lists every photo of a project longer than a visitor's page in the sitemap", async () => {
    const { photos, slug } = await publishLongProject('Long sitemap build')
    const xml = (await visit('/sitemap.xml')).body
    const entry = new RegExp(`<url><loc>${publicUrl}/projects/${slug}</loc>(.*?)</url>`).exec(xml)
    expect(entry?.[1]?.match(/<image:loc>/g)).toHaveLength(61)
    expect(entry?.[1]).toContain(photos[60]?.id)
  })
})
