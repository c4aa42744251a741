import { reviews } from '@site/db'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { withAdminTestApp } from '../support/admin-session.js'
import { builtPagesDir } from '../support/built-client.js'
import { seedMedia } from '../support/seed.js'
import { publishSiteSettings, readSiteSettings } from '../support/site-settings.js'
import { storeReview } from '../support/stored-reviews.js'

const pagesDir = builtPagesDir()

const heading = 'What our customers say'
const minute = 60_000

describe('testimonials on the pages the API renders', () => {
  const admin = withAdminTestApp({ pagesDir })
  const app = () => admin.testApp.app
  const db = () => app().db
  const staff = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app().inject({ method, url, headers: { cookie: admin.cookie }, payload })
  const html = async (url: string) => {
    const page = await app().inject({ url })
    expect(page.statusCode, url).toBe(200)
    return page.body
  }
  const approve = async (id: string, approved = true) => {
    const response = await staff('PATCH', `/api/admin/reviews/${id}`, { approved })
    expect(response.statusCode, response.body).toBe(200)
  }
  const showOn = async (where: { onHome: boolean; onAbout: boolean; onProjects: boolean }) => {
    const { version, settings } = await readSiteSettings(admin.testApp, admin.cookie)
    const published = await publishSiteSettings(admin.testApp, admin.cookie, {
      baseVersion: version,
      settings: { ...settings, reviews: { ...settings.reviews, ...where } },
    })
    expect(published.statusCode, published.body).toBe(200)
  }
  async function createProject(title: string) {
    const photos = await seedMedia(db(), [{ category: 'Kitchen Renovation', title: 'Lights' }])
    const response = await staff('POST', '/api/portfolio', {
      title,
      area: 'Randburg',
      completedOn: '2026-03',
      category: 'Kitchen Renovation',
      items: photos.map((photo) => photo.id),
      published: true,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json() as { id: string; slug: string }
  }
  const link = async (inquiryId: string, portfolioProjectId: string | null) => {
    const response = await staff('PATCH', `/api/inquiries/${inquiryId}`, { portfolioProjectId })
    expect(response.statusCode, response.body).toBe(200)
  }

  it('shows an approved review on the next request of home and About, as text, with no contact detail or review markup', async () => {
    const customer = { email: 'lindiwe.private@example.org', phone: '+27 83 123 4567' }
    const { review } = await storeReview(db(), {
      stars: 4,
      text: 'Great work <script>alert("text")</script> & tidy',
      name: 'Lindiwe <script>alert("name")</script>, Soweto',
      customer,
    })
    // Rendered (and kept) before the approval: the approval must make the pages again.
    for (const url of ['/', '/about']) expect(await html(url)).not.toContain(heading)
    await approve(review.id)

    for (const url of ['/', '/about']) {
      const page = await html(url)
      expect(page, url).toContain(heading)
      expect(page).toContain('4 out of 5 stars')
      expect(page).toContain(
        'Great work &lt;script&gt;alert(&quot;text&quot;)&lt;/script&gt; &amp; tidy',
      )
      expect(page).toContain('Lindiwe &lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;, Soweto')
      expect(page).not.toContain('<script>alert(')
      // Nor in the data the page carries for the browser.
      expect(page).not.toMatch(/<script>alert|\\u003cscript>alert/i)
      for (const detail of [customer.email, customer.phone, '831234567', 'Mokoena']) {
        expect(page, detail).not.toContain(detail)
      }
      for (const [, json = ''] of page.matchAll(
        /<script type="application\/ld\+json">([^<]*)<\/script>/g,
      )) {
        expect(json).not.toMatch(/AggregateRating|"Review"|reviewRating|ratingValue/)
      }
      expect(page).not.toMatch(/AggregateRating|itemtype="[^"]*Review/)
    }

    const api = await app().inject({ url: '/api/testimonials?on=about' })
    expect(api.statusCode).toBe(200)
    expect(api.json().items).toEqual([
      { name: 'Lindiwe <script>alert("name")</script>, Soweto', stars: 4, text: review.text },
    ])

    await approve(review.id, false)
    for (const url of ['/', '/about']) expect(await html(url), url).not.toContain(heading)
  })

  it('never shows a review its customer did not allow, a hidden one or a pending one', async () => {
    const notAllowed = await storeReview(db(), { name: 'Not Allowed', mayShow: false })
    await approve(notAllowed.review.id)
    await storeReview(db(), { name: 'Hidden Person', status: 'hidden' })
    await storeReview(db(), { name: 'Pending Person', status: 'pending' })
    const shown = await storeReview(db(), { name: 'Shown Person' })
    await approve(shown.review.id)
    for (const url of ['/', '/about']) {
      const page = await html(url)
      expect(page).toContain('Shown Person')
      for (const name of ['Not Allowed', 'Hidden Person', 'Pending Person']) {
        expect(page, `${url} ${name}`).not.toContain(name)
      }
    }
    await approve(shown.review.id, false)
  })

  it('shows the three newest on the home page and up to twelve on About, newest first', async () => {
    const now = Date.now()
    const stored = []
    for (let index = 0; index < 14; index += 1) {
      stored.push(
        await storeReview(db(), {
          name: `Row ${String(index).padStart(2, '0')}`,
          status: 'approved',
          createdAt: new Date(now - (14 - index) * minute),
        }),
      )
    }
    await approve(stored[0]?.review.id ?? '') // a change of reviews: the pages are made again
    // The names the page shows (the data it carries for the browser names them too).
    const namesIn = (page: string) =>
      [...page.matchAll(/<figcaption[^>]*>(Row \d\d)<\/figcaption>/g)].map(([, name]) => name)
    expect(namesIn(await html('/'))).toEqual(['Row 13', 'Row 12', 'Row 11'])
    const about = namesIn(await html('/about'))
    expect(about).toHaveLength(12)
    expect(about[0]).toBe('Row 13')
    expect(about.at(-1)).toBe('Row 02')
    await db().update(reviews).set({ status: 'hidden' }).where(eq(reviews.status, 'approved'))
  })

  it("shows on a project's page only the reviews of the requests linked to it", async () => {
    const kitchen = await createProject('Kitchen in Randburg')
    const garage = await createProject('Garage in Soweto')
    const kitchenReview = await storeReview(db(), { name: 'Kitchen Customer' })
    const garageReview = await storeReview(db(), { name: 'Garage Customer' })
    const unlinked = await storeReview(db(), { name: 'Unlinked Customer' })
    for (const stored of [kitchenReview, garageReview, unlinked]) await approve(stored.review.id)
    expect(await html(`/projects/${kitchen.slug}`)).not.toContain('What they said about this job')

    // Linking in one step shows it on the next request.
    await link(kitchenReview.lead.id, kitchen.id)
    await link(garageReview.lead.id, garage.id)
    const kitchenPage = await html(`/projects/${kitchen.slug}`)
    expect(kitchenPage).toContain('What they said about this job')
    expect(kitchenPage).toContain('Kitchen Customer')
    expect(kitchenPage).not.toContain('Garage Customer')
    expect(kitchenPage).not.toContain('Unlinked Customer')
    const garagePage = await html(`/projects/${garage.slug}`)
    expect(garagePage).toContain('Garage Customer')
    expect(garagePage).not.toContain('Kitchen Customer')

    const api = await app().inject({ url: `/api/testimonials?on=project&project=${garage.slug}` })
    expect(api.json().items.map((item: { name: string }) => item.name)).toEqual(['Garage Customer'])

    await link(kitchenReview.lead.id, null)
    expect(await html(`/projects/${kitchen.slug}`)).not.toContain('Kitchen Customer')
    for (const stored of [garageReview, unlinked]) await approve(stored.review.id, false)
  })

  it('follows the settings: each tick shows or leaves out its page', async () => {
    const project = await createProject('Settings project')
    const { review, lead } = await storeReview(db(), { name: 'Ticked Customer' })
    await approve(review.id)
    await link(lead.id, project.id)
    const shownOn = async () => ({
      home: (await html('/')).includes('Ticked Customer'),
      about: (await html('/about')).includes('Ticked Customer'),
      project: (await html(`/projects/${project.slug}`)).includes('Ticked Customer'),
    })
    expect(await shownOn()).toEqual({ home: true, about: true, project: true })
    await showOn({ onHome: false, onAbout: true, onProjects: true })
    expect(await shownOn()).toEqual({ home: false, about: true, project: true })
    await showOn({ onHome: true, onAbout: false, onProjects: true })
    expect(await shownOn()).toEqual({ home: true, about: false, project: true })
    await showOn({ onHome: true, onAbout: true, onProjects: false })
    expect(await shownOn()).toEqual({ home: true, about: true, project: false })
    const api = await app().inject({ url: `/api/testimonials?on=project&project=${project.slug}` })
    expect(api.json().items).toEqual([])
    await showOn({ onHome: true, onAbout: true, onProjects: true })
    await approve(review.id, false)
  })

  it('erasing the quote request (POPIA) erases its review from every page', async () => {
    const project = await createProject('Erase project')
    const { review, lead } = await storeReview(db(), { name: 'Erased Customer' })
    await approve(review.id)
    await link(lead.id, project.id)
    const pages = ['/', '/about', `/projects/${project.slug}`]
    for (const url of pages) expect(await html(url), url).toContain('Erased Customer')

    const erased = await staff('DELETE', `/api/inquiries/${lead.id}`)
    expect(erased.statusCode, erased.body).toBe(200)
    expect(await db().select().from(reviews).where(eq(reviews.id, review.id))).toEqual([])
    for (const url of pages) expect(await html(url), url).not.toContain('Erased Customer')
  })

  it('refuses a testimonials query that names no page, or a project without on=project (400)', async () => {
    for (const query of ['', '?on=garden', '?on=project', '?on=home&project=x', '?on=home&x=1']) {
      const response = await app().inject({ url: `/api/testimonials${query}` })
      expect(response.statusCode, query).toBe(400)
    }
  })
})
