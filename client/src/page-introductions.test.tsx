// @vitest-environment node

import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { describe, expect, it } from 'vitest'
import { renderPage } from './entry-server'
import { settingsWith } from './test/site-settings'

const pages = [
  { path: '/services', page: 'services' },
  { path: '/gallery', page: 'gallery' },
  { path: '/contact', page: 'contact' },
] as const

async function pageWith(path: string, introductions: typeof defaultSiteSettings.introductions) {
  const settings = settingsWith({ introductions })
  const page = await renderPage(
    path,
    { routes: {} },
    { publicUrl: 'https://www.example.co.za', settings: { version: 2, settings } },
  )
  return page.html
}

describe('the introductions of the Services, Gallery and Contact pages', () => {
  it.each(pages)('show on $path what the settings have now', async ({ path, page }) => {
    const introduction = `Plumbing and borehole work in Polokwane, for the ${page} page.`
    const html = await pageWith(path, {
      ...defaultSiteSettings.introductions,
      [page]: introduction,
    })
    expect(html).toMatch(new RegExp(`<p class="[^"]*">${introduction}</p>`))
    expect(html).not.toContain(defaultSiteSettings.introductions[page])
  })

  it.each(pages)('show markup typed into them as text on $path', async ({ path, page }) => {
    const introduction = '</p><script>alert(1)</script><img src=x onerror=alert(1)>'
    const html = await pageWith(path, {
      ...defaultSiteSettings.introductions,
      [page]: introduction,
    })
    expect(html).toMatch(
      /<p class="[^"]*">&lt;\/p&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;&lt;img src=x/,
    )
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<script>alert(1)')
  })
})
