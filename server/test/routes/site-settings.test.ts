import { phoneNumberProblem } from '@site/contract/phone-numbers'
import { defaultsPublisher, staleSiteSettingsMessage } from '@site/contract/site-settings-api'
import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { nulCharacterError } from '@site/contract/text'
import { describe, expect, it } from 'vitest'
import { withAdminTestApp } from '../support/admin-session.js'
import {
  type EditableSettings,
  largestSiteSettings,
  publishSiteSettings,
  readSiteSettings,
  settingsWith,
} from '../support/site-settings.js'

const admin = withAdminTestApp()
const read = () => readSiteSettings(admin.testApp, admin.cookie)
const publish = (body: { baseVersion: number; settings: unknown }, headers = {}) =>
  publishSiteSettings(admin.testApp, admin.cookie, body, headers)
const storedVersions = async () =>
  (await admin.testApp.app.pool.query('select version from site_settings_versions')).rowCount

/** Publishes the defaults with `change` from the published version; answers the new version. */
async function publishChange(change: (settings: EditableSettings) => void): Promise<number> {
  const { version } = await read()
  const response = await publish({ baseVersion: version, settings: settingsWith(change) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().version
}

describe('website settings (staff API)', () => {
  it('are the defaults at version 0 before anything is published', async () => {
    expect(await read()).toEqual({ version: 0, settings: defaultSiteSettings })
    const versions = await admin.testApp.app.inject({
      url: '/api/admin/site-settings/versions',
      headers: { cookie: admin.cookie },
    })
    expect(versions.json()).toEqual({ items: [] })
  })

  it('store phone numbers typed in local form in international form, and respond with them so', async () => {
    const version = await publishChange((s) => {
      s.contact.phone = '012 345 6780'
      s.contact.whatsapp = '082 555 0199'
    })
    expect(version).toBe(1)
    const published = await read()
    expect(published.version).toBe(1)
    expect(published.settings.contact).toMatchObject({
      phone: '+27123456780',
      whatsapp: '+27825550199',
    })
  })

  const errorCases: [string, (settings: EditableSettings) => void, string][] = [
    ['an empty company name', (s) => (s.name = ''), 'settings.name: must not be empty'],
    [
      'a 10,000-character slogan',
      (s) => (s.slogan = 'x'.repeat(10_000)),
      'settings.slogan: must be at most 120 characters',
    ],
    [
      'U+0000 in a text',
      (s) => (s.about.mission = 'We build\u0000.'),
      `settings.about.mission: ${nulCharacterError}`,
    ],
    [
      'a WhatsApp number that is not a phone number',
      (s) => (s.contact.whatsapp = 'call me maybe'),
      `settings.contact.whatsapp: ${phoneNumberProblem}`,
    ],
    [
      'an e-mail address without @',
      (s) => (s.contact.email = 'info.example.com'),
      'settings.contact.email: must be an e-mail address like info@example.com',
    ],
    [
      'a javascript: social link',
      (s) => (s.social = [{ label: 'Facebook', url: 'javascript:alert(1)' }]),
      'settings.social.0.url: must be a web address starting with https:// or http://',
    ],
    ['no services', (s) => (s.services = []), 'settings.services: must have 1 to 12 services'],
    [
      '13 services',
      (s) =>
        (s.services = Array.from({ length: 13 }, (_, index) => ({
          ...s.services[0],
          key: `service-${index}`,
        }))),
      'settings.services: must have 1 to 12 services',
    ],
    [
      'a service with no items',
      (s) => (s.services[1].items = []),
      'settings.services.1.items: must have 1 to 8 items',
    ],
    [
      'two services with the same key',
      (s) => (s.services[1].key = s.services[0].key),
      'settings.services: two services have the same key',
    ],
    [
      'an unknown icon',
      (s) => (s.services[0].icon = 'rocket'),
      "settings.services.0.icon: must be one of the site's icons",
    ],
    [
      'a setting that does not exist',
      (s) => (s.contact.fax = '012 555 0000'),
      'settings.contact: has no setting named fax',
    ],
  ]

  it.each(errorCases)(
    'refuse %s, naming the field, and publish nothing',
    async (_, change, message) => {
      const before = await read()
      const rows = await storedVersions()
      const response = await publish({
        baseVersion: before.version,
        settings: settingsWith(change),
      })
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json().success).toBe(false)
      expect(response.json().message).toContain(message)
      expect(await read()).toEqual(before)
      expect(await storedVersions()).toBe(rows)
    },
  )

  it('keep markup as text, returned unchanged', async () => {
    const markup = '<script>alert(1)</script>"><img src=x onerror=alert(1)>'
    await publishChange((s) => {
      s.name = markup
      s.hero.headline = markup
      s.services[0].items[0] = markup
    })
    const { settings } = await read()
    expect(settings.name).toBe(markup)
    expect(settings.hero.headline).toBe(markup)
    expect(settings.services[0]?.items[0]).toBe(markup)
  })

  it('refuse a publish from a version someone else published after (409)', async () => {
    const opened = await read()
    await publishChange((s) => (s.slogan = 'Published by someone else'))
    const current = await read()
    const response = await publish({
      baseVersion: opened.version,
      settings: settingsWith((s) => (s.slogan = 'Mine')),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      success: false,
      message: staleSiteSettingsMessage(current.version),
    })
    expect(response.json().message).toBe(
      `Someone else published the website settings (version ${current.version}) after you opened them. Reload to see their changes, then make yours again.`,
    )
    expect(await read()).toEqual(current)
  })

  it('let one of two publishes from the same version in, and refuse the other', async () => {
    const { version } = await read()
    const rows = await storedVersions()
    const responses = await Promise.all(
      ['First', 'Second'].map((slogan) =>
        publish({ baseVersion: version, settings: settingsWith((s) => (s.slogan = slogan)) }),
      ),
    )
    expect(responses.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const winner = responses.findIndex((a) => a.statusCode === 200)
    const published = await read()
    expect(published.version).toBe(version + 1)
    expect(published.settings.slogan).toBe(['First', 'Second'][winner])
    expect(await storedVersions()).toBe((rows ?? 0) + 1)
  })

  it('list the versions newest first: who, when and what changed', async () => {
    const started = Date.now()
    const version = await publishChange((s) => {
      s.contact.phone = '011 555 0123'
      s.services[2].name = 'Builders'
    })
    const response = await admin.testApp.app.inject({
      url: '/api/admin/site-settings/versions',
      headers: { cookie: admin.cookie },
    })
    expect(response.statusCode).toBe(200)
    const { items } = response.json()
    // Down to version 0, the defaults the site showed before the first publish.
    expect(items.map((item: { version: number }) => item.version)).toEqual(
      Array.from({ length: version + 1 }, (_, index) => version - index),
    )
    expect(items.at(-1)).toMatchObject({ version: 0, publishedBy: defaultsPublisher, changes: [] })
    expect(items[0]).toEqual({
      version,
      publishedAt: expect.any(String),
      publishedBy: 'admin',
      changes: ['slogan', 'contact.phone', 'services.2.name'],
      restoredFrom: null,
    })
    expect(Date.parse(items[0].publishedAt)).toBeGreaterThanOrEqual(started - 5_000)
    expect(items[0]).not.toHaveProperty('settings')
  })

  it('restore an earlier version as a new version, bringing its values back', async () => {
    const first = await publishChange((s) => (s.hero.headline = 'Old headline'))
    const second = await publishChange((s) => (s.hero.headline = 'New headline'))
    const response = await admin.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/site-settings/versions/${first}/restore`,
      headers: { cookie: admin.cookie },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ version: second + 1 })
    const published = await read()
    expect(published.version).toBe(second + 1)
    expect(published.settings.hero.headline).toBe('Old headline')
    const versions = await admin.testApp.app.inject({
      url: '/api/admin/site-settings/versions',
      headers: { cookie: admin.cookie },
    })
    expect(versions.json().items[0]).toMatchObject({
      version: second + 1,
      publishedBy: 'admin',
      changes: ['hero.headline'],
      restoredFrom: first,
    })
  })

  it.each([
    ['a version that does not exist', '999', 404, 'There is no such version'],
    ['a version that is not a number', 'latest', 400, 'version: must be a whole number'],
    ['a negative version', '-1', 400, 'version: must be'],
  ])('refuse to restore %s', async (_, version, status, message) => {
    const before = await read()
    const response = await admin.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/site-settings/versions/${version}/restore`,
      headers: { cookie: admin.cookie },
    })
    expect(response.statusCode).toBe(status)
    expect(response.json().message).toContain(message)
    expect(await read()).toEqual(before)
  })

  it('restore version 0: the defaults the site came with, recorded at the first publish', async () => {
    const response = await admin.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/site-settings/versions/0/restore',
      headers: { cookie: admin.cookie },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect((await read()).settings).toEqual(defaultSiteSettings)
  })

  it('take the largest settings the schema allows, in three-byte characters', async () => {
    const largest = largestSiteSettings('\u20ac')
    const { version } = await read()
    const response = await publish({ baseVersion: version, settings: largest })
    expect(response.statusCode, response.body).toBe(200)
    expect((await read()).settings).toEqual(largest)
  })

  it('respond only to staff (401) and only to requests from the site itself (403)', async () => {
    const before = await read()
    const body = { baseVersion: before.version, settings: settingsWith((s) => (s.name = 'Evil')) }
    const requests = [
      { method: 'GET' as const, url: '/api/admin/site-settings' },
      { method: 'GET' as const, url: '/api/admin/site-settings/versions' },
      { method: 'PUT' as const, url: '/api/admin/site-settings', payload: body },
      { method: 'POST' as const, url: '/api/admin/site-settings/versions/1/restore' },
    ]
    for (const request of requests) {
      const anonymous = await admin.testApp.app.inject(request)
      expect(anonymous.statusCode, `${request.method} ${request.url}`).toBe(401)
    }
    for (const request of requests.filter((r) => r.method !== 'GET')) {
      const elsewhere = await admin.testApp.app.inject({
        ...request,
        headers: { cookie: admin.cookie, origin: 'https://elsewhere.example' },
      })
      expect(elsewhere.statusCode, `${request.method} ${request.url}`).toBe(403)
    }
    expect(await read()).toEqual(before)
  })
})
