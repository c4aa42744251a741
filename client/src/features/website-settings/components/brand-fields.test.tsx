import { File as NodeFile } from 'node:buffer'
import { colourSchemeIds } from '@site/contract/colour-schemes'
import { siteLogoMessages, siteLogoRules } from '@site/contract/site-logo'
import type { SiteSettings } from '@site/contract/site-settings'
import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderSection } from '../../../test/render-section'
import { jsonResponse, responseServerForFile } from '../../../test/response-server'
import { WebsiteSettings } from './website-settings'

/** What the real API is asked, answered by a real HTTP server; each test sets the responses. */
const { responses, received } = responseServerForFile()
const settingsPath = '/api/admin/site-settings'
const logoPath = '/api/admin/site-settings/logo'
const chosenKey = `site/logo-${'5e'.repeat(16)}-288x96.webp`
const publishedKey = `site/logo-${'0a'.repeat(16)}-96x96.webp`
afterEach(() => act(() => toast.dismiss()))

function open(settings: SiteSettings = defaultSiteSettings) {
  responses[settingsPath] = jsonResponse({ version: 3, settings })
  responses['/api/admin/site-settings/versions'] = jsonResponse({ items: [] })
  const section = renderSection(<WebsiteSettings />, 'Website settings')
  return within(section).findByRole('tabpanel', { name: 'Company' })
}

beforeEach(() => {
  for (const key of Object.keys(responses)) delete responses[key]
  received().length = 0
})

const logoInput = () => screen.getByLabelText(/^Logo/) as HTMLInputElement
const preview = () => document.querySelector('[data-field="logo"] img')?.getAttribute('src')
const messageOf = (control: HTMLElement) => document.getElementById(`${control.id}-error`)
const sent = (method: string) => received().filter((request) => request.method === method)
const choose = (file: File | NodeFile) =>
  fireEvent.change(logoInput(), { target: { files: [file] } })
// Node's File, which fetch can send (jsdom's cannot leave the page).
const png = (bytes = 'png bytes') =>
  new NodeFile([bytes], 'logo.png', { type: 'image/png' }) as unknown as File

async function publishedBody() {
  responses[`PUT ${settingsPath}`] = jsonResponse({ version: 4 })
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
  await screen.findByText('Website settings published')
  return JSON.parse(sent('PUT')[0]?.body ?? '')
}

describe('the logo field', () => {
  it('sends a chosen file as it is, shows the copy the server kept, and publishes its key', async () => {
    responses[logoPath] = jsonResponse({ key: chosenKey })
    await open()
    expect(preview()).toBeUndefined()
    choose(png('the picture'))
    await waitFor(() => expect(preview()).toBe(`/media/${chosenKey}`))
    const [upload] = sent('POST')
    expect(upload?.url).toBe(logoPath)
    expect(upload?.type).toBe(siteLogoRules.contentType)
    expect(upload?.body).toBe('the picture')
    expect((await publishedBody()).settings.logo).toBe(chosenKey)
  })

  it('removes a published logo at Publish', async () => {
    await open({ ...defaultSiteSettings, logo: publishedKey })
    expect(preview()).toBe(`/media/${publishedKey}`)
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }))
    expect(preview()).toBeUndefined()
    expect((await publishedBody()).settings).not.toHaveProperty('logo')
  })

  it.each([
    [
      'a file over 5 MB',
      new File([new Uint8Array(siteLogoRules.maxBytes + 1)], 'big.png', { type: 'image/png' }),
      siteLogoMessages.tooLarge,
    ],
    [
      'an SVG drawing',
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      siteLogoMessages.notAPicture,
    ],
  ])('refuses %s before sending it, saying why', async (_name, file, message) => {
    await open({ ...defaultSiteSettings, logo: publishedKey })
    choose(file)
    await waitFor(() => expect(messageOf(logoInput())?.textContent).toBe(message))
    expect(logoInput().getAttribute('aria-invalid')).toBe('true')
    expect(sent('POST')).toEqual([])
    expect(preview()).toBe(`/media/${publishedKey}`)
  })

  it("shows the server's refusal and keeps the logo there was", async () => {
    responses[logoPath] = jsonResponse({ success: false, message: siteLogoMessages.tooSmall }, 400)
    await open({ ...defaultSiteSettings, logo: publishedKey })
    choose(png())
    await waitFor(() => expect(messageOf(logoInput())?.textContent).toBe(siteLogoMessages.tooSmall))
    expect(preview()).toBe(`/media/${publishedKey}`)
    // Nothing changed, so there is nothing to publish and nothing to warn about.
    expect(screen.queryByText(/unpublished/i)).toBeNull()
  })
})

describe('the colours field', () => {
  const scheme = (label: string) => screen.getByRole('radio', { name: label }) as HTMLInputElement

  it('shows the default scheme chosen until another is published', async () => {
    await open()
    expect(scheme('Navy and amber').checked).toBe(true)
    expect(
      screen.getAllByRole('radio').filter((radio) => radio.closest('[data-field="colours"]')),
    ).toHaveLength(colourSchemeIds.length)
  })

  it('publishes the chosen scheme, and shows the logo on its header colour meanwhile', async () => {
    await open()
    const strip = document.querySelector('[data-field="logo"]') as HTMLElement
    expect(strip.style.background).toBe('rgb(10, 22, 48)')
    fireEvent.click(scheme('Green and yellow'))
    expect(scheme('Green and yellow').checked).toBe(true)
    // #052e16, green and yellow's darkest.
    expect(strip.style.background).toBe('rgb(5, 46, 22)')
    expect((await publishedBody()).settings.colours).toBe('green-yellow')
  })

  it('publishes no scheme when the default is chosen back: the site is built in it', async () => {
    await open({ ...defaultSiteSettings, colours: 'maroon-amber' })
    expect(scheme('Maroon and amber').checked).toBe(true)
    fireEvent.click(scheme('Navy and amber'))
    expect((await publishedBody()).settings).not.toHaveProperty('colours')
  })
})
