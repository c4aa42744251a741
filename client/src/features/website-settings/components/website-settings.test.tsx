import type { SiteSettings } from '@site/contract/site-settings'
import type { SiteSettingsVersion } from '@site/contract/site-settings-api'
import { staleSiteSettingsMessage } from '@site/contract/site-settings-api'
import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderSection } from '../../../test/render-section'
import { jsonResponse, responseServerForFile } from '../../../test/response-server'
import { WebsiteSettings } from './website-settings'

/** What the real API is asked, answered by a real HTTP server; each test sets the responses. */
const { responses, received } = responseServerForFile()
const json = jsonResponse
const settingsPath = '/api/admin/site-settings'
const versionsPath = '/api/admin/site-settings/versions'
afterEach(() => act(() => toast.dismiss()))

const published: SiteSettings = { ...defaultSiteSettings, name: 'Mokoena Electrical' }
const versions: SiteSettingsVersion[] = [
  {
    version: 3,
    publishedAt: '2026-03-12T12:05:00.000Z',
    publishedBy: 'thandi',
    changes: ['name', 'contact.phone', 'services.2.name'],
    restoredFrom: null,
  },
  {
    version: 2,
    publishedAt: '2026-03-10T08:00:00.000Z',
    publishedBy: 'sipho',
    changes: ['hero.headline'],
    restoredFrom: 1,
  },
]

beforeEach(() => {
  for (const key of Object.keys(responses)) delete responses[key]
  responses[settingsPath] = json({ version: 3, settings: published })
  responses[versionsPath] = json({ items: versions })
  received().length = 0
})

const renderSettings = () => renderSection(<WebsiteSettings />, 'Website settings')

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement
const messageOf = (control: HTMLElement) => document.getElementById(`${control.id}-error`)
const sent = (method: string) => received().filter((request) => request.method === method)

/** Publishes, and resolves with the body of the PUT once staff are told it went. */
async function publishedBody() {
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
  await screen.findByText('Website settings published')
  return JSON.parse(sent('PUT')[0]?.body ?? '')
}

async function opened() {
  const section = renderSettings()
  await within(section).findByRole('tabpanel', { name: 'Company' })
  return section
}

/** Whether the page asks before it is left (a `beforeunload` listener cancelled the event). */
function leavingIsAsked(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('Website settings', () => {
  it('opens with the published values, in groups', async () => {
    const section = renderSettings()
    expect(within(section).getByText('Loading the settings...')).toBeTruthy()
    await within(section).findByRole('tabpanel', { name: 'Company' })
    expect(field(/^Trading name/).value).toBe('Mokoena Electrical')
    expect(field(/^Slogan/).value).toBe(defaultSiteSettings.slogan)
    expect(
      within(section)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Company',
      'Contact',
      'Area & hours',
      'Services',
      'Page texts',
      'About',
      'Quote form & privacy',
      'Footer',
      'Certifications',
      'Reviews',
    ])
    fireEvent.click(within(section).getByRole('tab', { name: 'Contact' }))
    expect(field(/^WhatsApp number/).value).toBe('+27825550100')
    expect(within(section).getByText('Version 3, as published.')).toBeTruthy()
  })

  it('shows the schema’s message at an empty company name, and sends nothing', async () => {
    await opened()
    fireEvent.change(field(/^Trading name/), { target: { value: '  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    const name = field(/^Trading name/)
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(messageOf(name)?.textContent).toBe('Must not be empty')
    expect(name.getAttribute('aria-describedby')).toContain(`${name.id}-error`)
    expect(screen.getByRole('tab', { name: 'Company 1 to fix' })).toBeTruthy()
    // The preview is not opened either.
    fireEvent.click(screen.getByRole('button', { name: 'Preview, opens in a new tab' }))
    expect(received().filter((request) => request.method !== 'GET')).toEqual([])
  })

  it('shows a local WhatsApp number in international form, and publishes it with baseVersion', async () => {
    responses[`PUT ${settingsPath}`] = json({ version: 4 })
    await opened()
    fireEvent.click(screen.getByRole('tab', { name: 'Contact' }))
    fireEvent.change(field(/^WhatsApp number/), { target: { value: '082 555 0199' } })
    const whatsapp = field(/^WhatsApp number/)
    expect(document.getElementById(`${whatsapp.id}-hint`)?.textContent).toBe(
      'Stored as +27825550199',
    )
    expect(screen.getByText('Changes not published yet.')).toBeTruthy()
    // Unpublished changes: the browser asks before the page is closed or reloaded.
    expect(leavingIsAsked()).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Website settings published')).toBeTruthy()
    expect(leavingIsAsked()).toBe(false)
    expect(
      screen.getByText('Version 4 is live: every page shows it from its next load.'),
    ).toBeTruthy()
    const [put] = sent('PUT')
    expect(put?.url).toBe(settingsPath)
    expect(put?.type).toBe('application/json')
    expect(JSON.parse(put?.body ?? '')).toEqual({
      baseVersion: 3,
      settings: { ...published, contact: { ...published.contact, whatsapp: '+27825550199' } },
    })
    expect(field(/^WhatsApp number/).value).toBe('+27825550199')
    expect(screen.getByText('Version 4, as published.')).toBeTruthy()
  })

  it('publishes the Google Place ID and where approved reviews show, under Reviews', async () => {
    responses[`PUT ${settingsPath}`] = json({ version: 4 })
    await opened()
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }))
    const placeId = field(/^Google Place ID/)
    expect(placeId.value).toBe('')
    expect(document.getElementById(`${placeId.id}-hint`)?.textContent).toMatch(
      /Left empty, there is no Google button\.$/,
    )
    const where = screen.getByRole('group', { name: 'Show approved reviews on' })
    const ticks = within(where).getAllByRole('checkbox') as HTMLInputElement[]
    expect(ticks.map((tick) => [tick.labels?.[0]?.textContent, tick.checked])).toEqual([
      ['the home page (the three newest)', true],
      ['the About page', true],
      ['the job’s project page', true],
    ])

    // Not a Place ID: the schema's message, nothing sent.
    fireEvent.change(placeId, { target: { value: 'https://maps.google.com/?cid=1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() =>
      expect(messageOf(field(/^Google Place ID/))?.textContent).toMatch(
        /^Must be a Google Place ID/,
      ),
    )
    expect(screen.getByRole('tab', { name: 'Reviews 1 to fix' })).toBeTruthy()
    expect(sent('PUT')).toEqual([])

    fireEvent.change(field(/^Google Place ID/), {
      target: { value: 'ChIJN1t_tDeuEmsRUsoyG83frY4' },
    })
    fireEvent.click(within(where).getByLabelText('the home page (the three newest)'))
    expect(await publishedBody()).toEqual({
      baseVersion: 3,
      settings: {
        ...published,
        reviews: {
          googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
          onHome: false,
          onAbout: true,
          onProjects: true,
        },
      },
    })
  })

  it('publishes a changed page introduction, edited under Page texts', async () => {
    responses[`PUT ${settingsPath}`] = json({ version: 4 })
    await opened()
    fireEvent.click(screen.getByRole('tab', { name: 'Page texts' }))
    const gallery = field(/^Gallery page introduction/)
    expect(gallery.value).toBe(defaultSiteSettings.introductions.gallery)
    expect(document.getElementById(`${gallery.id}-hint`)?.textContent).toMatch(/Gallery page/)
    fireEvent.change(gallery, { target: { value: '  Boreholes and paving, before and after.  ' } })
    expect(await publishedBody()).toEqual({
      baseVersion: 3,
      settings: {
        ...published,
        introductions: {
          ...published.introductions,
          gallery: 'Boreholes and paving, before and after.',
        },
      },
    })
  })

  it('adds, renames and reorders services; a new one’s key is made from its name', async () => {
    responses[`PUT ${settingsPath}`] = json({ version: 4 })
    await opened()
    fireEvent.click(screen.getByRole('tab', { name: 'Services' }))
    const services = screen.getByRole('group', { name: 'Services' })
    fireEvent.click(within(services).getByRole('button', { name: 'Add service' }))
    const added = within(services).getByRole('group', { name: 'Service 7' })
    const name = within(added).getByLabelText(/^Name/) as HTMLInputElement
    await waitFor(() => expect(document.activeElement).toBe(name))
    fireEvent.change(name, { target: { value: 'Gate Motors' } })
    expect(document.getElementById(`${name.id}-hint`)?.textContent).toMatch(/^Key: gate-motors\./)
    fireEvent.change(within(added).getByLabelText(/^What it includes/), {
      target: { value: 'Installation\n\nRepairs\n' },
    })
    fireEvent.click(
      within(services).getByRole('button', { name: 'Move up: Service 7: Gate Motors' }),
    )
    const first = within(services).getByRole('group', { name: /^Service 1:/ })
    fireEvent.change(within(first).getByLabelText(/^Name/), { target: { value: 'Electrical' } })
    expect(
      document.getElementById(`${within(first).getByLabelText(/^Name/).id}-hint`)?.textContent,
    ).toMatch(/^Key: electrical\. It never changes/)

    const body = await publishedBody()
    expect(body.settings.services.map((service: { key: string }) => service.key)).toEqual([
      'electrical',
      'solar',
      'building',
      'specialized',
      'plumbing',
      'gate-motors',
      'maintenance',
    ])
    expect(body.settings.services[0].name).toBe('Electrical')
    expect(body.settings.services[5]).toEqual({
      key: 'gate-motors',
      name: 'Gate Motors',
      icon: 'wrench',
      items: ['Installation', 'Repairs'],
    })
  })

  it('shows the server’s 409 message and loads the newest settings when asked', async () => {
    responses[`PUT ${settingsPath}`] = json(
      { success: false, message: staleSiteSettingsMessage(4) },
      409,
    )
    await opened()
    fireEvent.change(field(/^Slogan/), { target: { value: 'Power to you' } })
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    const note = await screen.findByRole('alert')
    expect(note.textContent).toContain(staleSiteSettingsMessage(4))
    await waitFor(() => expect(document.activeElement).toBe(note))
    expect(field(/^Slogan/).value).toBe('Power to you')

    responses[settingsPath] = json({ version: 4, settings: { ...published, slogan: 'Theirs' } })
    fireEvent.click(within(note).getByRole('button', { name: 'Load the newest settings' }))
    await waitFor(() => expect(field(/^Slogan/).value).toBe('Theirs'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('Version 4, as published.')).toBeTruthy()
  })

  it('shows a 400’s message at the field it names', async () => {
    responses[`PUT ${settingsPath}`] = json(
      { success: false, message: 'settings.contact.email: is not accepted by the server' },
      400,
    )
    await opened()
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    fireEvent.change(field(/^Slogan/), { target: { value: 'Power to you' } })
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await screen.findByRole('tabpanel', { name: 'Contact' })
    const email = field(/^E-mail/)
    await waitFor(() => expect(document.activeElement).toBe(email))
    expect(messageOf(email)?.textContent).toBe('Is not accepted by the server')
  })

  it('lists the published versions, and restores one after asking', async () => {
    responses[`POST ${versionsPath}/2/restore`] = json({ version: 4 })
    const section = await opened()
    const list = within(section).getByRole('list', { name: 'Published versions' })
    const [live, older] = within(list).getAllByRole('article')
    expect(live?.textContent).toContain('Version 3Live now')
    expect(live?.textContent).toContain('Published 12 Mar 2026, 14:05 by thandi')
    expect(live?.textContent).toContain('Changed: Trading name, Contact › Phone, Service 3 › Name')
    expect(within(live as HTMLElement).queryByRole('button', { name: /Restore/ })).toBeNull()
    expect(older?.textContent).toContain('by sipho, restoring version 1')

    fireEvent.click(within(older as HTMLElement).getByRole('button', { name: 'Restore version 2' }))
    const confirm = within(older as HTMLElement).getByRole('group', {
      name: 'Restore version 2?',
    })
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(sent('POST')).toEqual([])
    responses[settingsPath] = json({ version: 4, settings: { ...published, slogan: 'Old one' } })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, restore version 2' }))
    expect(await screen.findByText('Version 2 is live again, as version 4.')).toBeTruthy()
    expect(sent('POST').map((request) => request.url)).toEqual([`${versionsPath}/2/restore`])
    // Nothing was changed in the form: it shows what is live now.
    await waitFor(() => expect(field(/^Slogan/).value).toBe('Old one'))
  })

  it('previews the unsaved settings by a form post into a new tab', async () => {
    await opened()
    fireEvent.change(field(/^Slogan/), { target: { value: 'Not yet published' } })
    let posted: FormData | undefined
    let form: HTMLFormElement | undefined
    const catchSubmit = (event: Event) => {
      form = event.target as HTMLFormElement
      posted = new FormData(form)
      // jsdom cannot open the tab; the browser would post the form there.
      event.preventDefault()
    }
    document.addEventListener('submit', catchSubmit)
    fireEvent.change(screen.getByLabelText('Page to preview'), { target: { value: '/about' } })
    fireEvent.click(screen.getByRole('button', { name: 'Preview, opens in a new tab' }))
    document.removeEventListener('submit', catchSubmit)
    expect(form?.method).toBe('post')
    expect(form?.getAttribute('action')).toBe('/api/admin/site-settings/preview')
    expect(form?.target).toBe('_blank')
    expect(posted?.get('path')).toBe('/about')
    expect(JSON.parse(String(posted?.get('settings')))).toEqual({
      ...published,
      slogan: 'Not yet published',
    })
  })
})
