import { colourSchemes } from '@site/contract/colour-schemes'
import { publicPagePaths } from '@site/contract/public-pages'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, permissionsPolicy } from '../../src/http/content-security-policy.js'
import { withAdminTestApp } from '../support/admin-session.js'
import { builtPagesDir } from '../support/built-client.js'
import { executableInlineScriptHashes, jsonLdOf } from '../support/inline-scripts.js'
import {
  type EditableSettings,
  publishSiteSettings,
  readSiteSettings,
  settingsWith,
} from '../support/site-settings.js'

const pagesDir = builtPagesDir()
const publicUrl = 'https://www.example.com'
const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>'

describe('every page made by the API from the site settings', () => {
  const admin = withAdminTestApp({ pagesDir, env: { PUBLIC_URL: `${publicUrl}/` } })
  const app = () => admin.testApp.app
  const visit = (url: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url, headers })

  async function publish(change: (settings: EditableSettings) => void): Promise<number> {
    const { version } = await readSiteSettings(admin.testApp, admin.cookie)
    const response = await publishSiteSettings(admin.testApp, admin.cookie, {
      baseVersion: version,
      settings: settingsWith(change),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().version
  }

  const preview = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: '/api/admin/site-settings/preview',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: publicUrl,
        ...headers,
      },
      payload: new URLSearchParams(fields).toString(),
    })

  it('serves each public page with its own headers: exact CSP, revalidation, an ETag, kept by nginx as expired', async () => {
    for (const path of publicPagePaths) {
      const page = await visit(path)
      expect(page.statusCode, path).toBe(200)
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(page.headers['content-security-policy']).toBe(
        contentSecurityPolicy('altcha', executableInlineScriptHashes(page.body)),
      )
      expect(page.headers['permissions-policy']).toBe(permissionsPolicy('public'))
      expect(page.headers['cache-control']).toBe('no-cache')
      expect(page.headers['x-accel-expires']).toBe('@1')
      expect(page.body).toContain(`data-public-url="${publicUrl}"`)
      expect(page.body).not.toContain('__PUBLIC_URL__')
      const again = await visit(path, { 'if-none-match': String(page.headers.etag) })
      expect(again.statusCode, path).toBe(304)
    }
  })

  it('shows a published change on the next load of every page, and the old values after a restore', async () => {
    expect((await visit('/contact')).body).toContain('href="tel:+27123456789"')
    const defaults = await publish(() => {})
    await publish((s) => {
      s.contact.phone = '021 555 0142'
      s.contact.whatsapp = '083 555 0177'
      s.hero.headline = 'Sparks and spanners since 2020'
      s.services[0].name = 'Wiring & Lights'
    })
    for (const path of publicPagePaths) {
      const html = (await visit(path)).body
      expect(html, path).toContain('href="tel:+27215550142"')
      expect(html, path).toContain('https://wa.me/27835550177')
      expect(html, path).not.toContain('tel:+27123456789')
    }
    const home = (await visit('/')).body
    expect(home).toContain('Sparks and spanners since 2020')
    expect(jsonLdOf(home)).toMatchObject({ telephone: '+27215550142' })
    expect((await visit('/services')).body).toContain('Wiring &amp; Lights')
    expect((await visit('/no/such/page')).body).toContain('href="tel:+27215550142"')

    const restored = await app().inject({
      method: 'POST',
      url: `/api/admin/site-settings/versions/${defaults}/restore`,
      headers: { cookie: admin.cookie, origin: publicUrl },
    })
    expect(restored.statusCode, restored.body).toBe(200)
    for (const path of publicPagePaths) {
      expect((await visit(path)).body, path).toContain('href="tel:+27123456789"')
    }
    expect((await visit('/')).body).not.toContain('Sparks and spanners since 2020')
  })

  it("paints every page, the home-screen manifest and the share picture in the owner's colour scheme", async () => {
    const green = colourSchemes['green-yellow'].palette
    const navy = colourSchemes['navy-amber'].palette
    /** The share picture's top-left pixel: the gradient starts at the scheme's darkest colour. */
    const shareCorner = async () => {
      const { data } = await sharp((await visit('/og-image.png')).rawPayload)
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true })
      return `#${[...data.subarray(0, 3)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
    }
    const themeColour = (html: string) =>
      /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1]

    await publish((s) => (s.colours = 'green-yellow'))
    for (const path of [...publicPagePaths, '/no/such/page']) {
      const html = (await visit(path)).body
      // The stylesheet's rules for the scheme apply under this attribute.
      expect(/<html [^>]*data-colours="green-yellow"/.test(html), path).toBe(true)
      expect(themeColour(html), path).toBe(green['brand-950'])
    }
    expect((await visit('/site.webmanifest')).json().theme_color).toBe(green['brand-950'])
    expect(await shareCorner()).toBe(green['brand-950'])

    // The default scheme is the stylesheet's theme: no attribute.
    await publish((s) => delete s.colours)
    const home = (await visit('/')).body
    expect(home).not.toContain('data-colours')
    expect(themeColour(home)).toBe(navy['brand-950'])
    expect((await visit('/site.webmanifest')).json().theme_color).toBe(navy['brand-950'])
    expect(await shareCorner()).toBe(navy['brand-950'])
  })

  it('shows hostile text in settings as text: in the HTML, in JSON-LD and in the data for hydration', async () => {
    await publish((s) => {
      s.name = `Sparks ${hostile}`
      s.hero.headline = hostile
      s.region.area = hostile
    })
    for (const path of ['/', '/about', '/contact']) {
      const html = (await visit(path)).body
      expect(html, path).not.toContain('<script>alert(1)')
      expect(html, path).not.toContain('<img src=x')
      // Each script the page has is one the policy names by hash: nothing else could run.
      expect(executableInlineScriptHashes(html).length).toBeGreaterThan(0)
    }
    const home = (await visit('/')).body
    expect(home).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(jsonLdOf(home).name).toBe(`Sparks ${hostile}`)
    const manifest = await visit('/site.webmanifest')
    expect(manifest.headers['content-type']).toBe('application/manifest+json')
    expect(manifest.json()).toMatchObject({ name: `Sparks ${hostile}`, start_url: '/' })
  })

  it('shows markup put in every text setting as text on every page, never as an element', async () => {
    // Short enough for the shortest text setting (the short name, 30 characters).
    const markup = '"><img src=x onerror=1>'
    // Settings with a shape of their own (numbers, addresses, keys, icons, times) keep theirs.
    const shaped = new Set([
      'key',
      'icon',
      'phone',
      'whatsapp',
      'email',
      'url',
      'opens',
      'closes',
      'googlePlaceId',
    ])
    const everyText = (value: unknown, name = ''): unknown => {
      if (typeof value === 'string') return shaped.has(name) ? value : markup
      if (Array.isArray(value))
        return name === 'days' ? value : value.map((v) => everyText(v, name))
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyText(v, k)]))
      return value
    }
    await publish((s) => {
      Object.assign(s, everyText(s))
      s.businessHours = [{ days: ['Mo', 'Fr'], opens: '07:30', closes: '17:00' }]
      s.areasServed = [markup]
      s.footer.serviceList = [markup]
    })
    for (const path of [...publicPagePaths, '/no-such-page']) {
      const html = (await visit(path)).body
      expect(html.includes('<img src=x'), path).toBe(false)
      expect(html.includes('&quot;&gt;&lt;img src=x onerror=1&gt;'), path).toBe(true)
    }
  })

  it('robots.txt, the sitemap and the portal shell', async () => {
    const robots = await visit('/robots.txt')
    expect(robots.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`)
    expect(robots.body).toContain('Disallow: /admin-portal')
    const sitemap = await visit('/sitemap.xml')
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(publicPagePaths.map((path) => `${publicUrl}${path}`))
    for (const url of ['/admin-portal', '/admin-portal/anything']) {
      const shell = await visit(url)
      expect(shell.statusCode).toBe(200)
      expect(shell.body).toContain('<div id="root"></div>')
      expect(shell.body).toContain('<meta name="robots" content="noindex, nofollow"')
      expect(shell.headers['permissions-policy']).toBe(permissionsPolicy('admin'))
      expect(shell.headers['content-security-policy']).toBe(
        contentSecurityPolicy('altcha', executableInlineScriptHashes(shell.body)),
      )
    }
  })

  it('responds to unknown pages with the 404 page, and to API and media paths with JSON', async () => {
    for (const url of ['/no-such-page', '/index.html', '/_spa.html', '/404.html', '/gallery/old']) {
      const page = await visit(url)
      expect(page.statusCode, url).toBe(404)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(page.body).toContain('Oops! Page not found')
      expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>')
    }
    for (const url of ['/api/nothing', '/media/missing.jpg']) {
      const response = await visit(url)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: expect.any(String) })
    }
  })

  describe('a preview of unpublished settings', () => {
    const settings = (change: (s: EditableSettings) => void) => JSON.stringify(settingsWith(change))

    it('shows staff the page made from them, without its scripts, kept by no one, and publishes nothing', async () => {
      const { version } = await readSiteSettings(admin.testApp, admin.cookie)
      const response = await preview(
        {
          path: '/',
          settings: settings((s) => {
            s.hero.headline = 'A headline not yet published'
            s.contact.phone = '011 555 0100'
          }),
        },
        { cookie: admin.cookie },
      )
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['x-accel-expires']).toBeUndefined()
      expect(response.body).toContain('A headline not yet published')
      expect(response.body).toContain('href="tel:+27115550100"')
      expect(response.body).toContain('Preview of unpublished website settings')
      expect(executableInlineScriptHashes(response.body)).toEqual([])
      expect((await readSiteSettings(admin.testApp, admin.cookie)).version).toBe(version)
      expect((await visit('/')).body).not.toContain('A headline not yet published')
    })

    it('is refused without a staff session (401), from another origin (403), and for bad settings (400, naming the field)', async () => {
      const fields = { path: '/', settings: settings(() => {}) }
      expect((await preview(fields)).statusCode).toBe(401)
      const crossSite = await preview(fields, {
        cookie: admin.cookie,
        origin: 'https://evil.example.net',
      })
      expect(crossSite.statusCode).toBe(403)
      const empty = await preview(
        { path: '/', settings: settings((s) => (s.name = '')) },
        { cookie: admin.cookie },
      )
      expect(empty.statusCode).toBe(400)
      expect(empty.json().message).toContain('settings.name')
      const notJson = await preview({ path: '/', settings: '{' }, { cookie: admin.cookie })
      expect(notJson.statusCode).toBe(400)
      expect(notJson.json().message).toContain('must be the settings as JSON text')
      const notAPage = await preview(
        { path: '/admin-portal', settings: fields.settings },
        { cookie: admin.cookie },
      )
      expect(notAPage.statusCode).toBe(400)
      expect(notAPage.json().message).toContain('path')
    })
  })
})
