import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAsAdmin } from '../support/admin-session.js'
import { runEntry } from '../support/run-entry.js'
import { publishSiteSettings, readSiteSettings, settingsWith } from '../support/site-settings.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

let testApp: TestApp
let cookie: string
let dir: string

beforeAll(async () => {
  testApp = await buildTestApp()
  cookie = await loginAsAdmin(testApp)
  dir = await mkdtemp(path.join(os.tmpdir(), 'site-settings-cli-'))
})
afterAll(async () => {
  await testApp?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** `npm run admin -- <args>` on the test app's database, to its end. */
async function admin(...args: string[]) {
  const run = runEntry('cli/admin.js', { DATABASE_URL: testApp.databaseUrl }, args)
  const code = await run.exited
  return { code, output: run.output(), stdout: run.stdout() }
}

const read = () => readSiteSettings(testApp, cookie)
const versionRows = async () =>
  (await testApp.app.pool.query('select version from site_settings_versions')).rowCount

async function publishChange(change: Parameters<typeof settingsWith>[0]) {
  const { version } = await read()
  const response = await publishSiteSettings(testApp, cookie, {
    baseVersion: version,
    settings: settingsWith(change),
  })
  expect(response.statusCode, response.body).toBe(200)
}

describe('npm run admin -- settings', () => {
  it('exports the published settings as JSON, and nothing else on standard output', async () => {
    await publishChange((s) => (s.hero.headline = 'Exported headline'))
    const exported = await admin('settings', 'export')
    expect(exported.code, exported.output).toBe(0)
    expect(JSON.parse(exported.stdout)).toEqual((await read()).settings)
    expect(exported.stdout).toContain('\n  "name": ')
  })

  it('says that an export names the logo and a backup carries its picture', async () => {
    const logo = `site/logo-${'d1'.repeat(16)}-96x96.webp`
    await publishChange((s) => (s.logo = logo))
    const exported = await admin('settings', 'export')
    expect(JSON.parse(exported.stdout).logo).toBe(logo)
    expect(exported.output).toContain('a backup (npm run backup) carries both')
    await publishChange((s) => delete s.logo)
    expect((await admin('settings', 'export')).output).not.toContain('logo')
  })

  it('imports an export as a new version by the command line: the round trip keeps every value', async () => {
    await publishChange((s) => (s.slogan = 'Kept in the file'))
    const file = path.join(dir, 'site.json')
    const exported = await admin('settings', 'export')
    await writeFile(file, exported.stdout)
    const kept = await read()
    await publishChange((s) => (s.slogan = 'Changed after the export'))

    const imported = await admin('settings', 'import', file)
    expect(imported.code, imported.output).toBe(0)
    expect(imported.stdout).toBe(
      `Published the imported settings as version ${kept.version + 2}.\n`,
    )
    const published = await read()
    expect(published).toEqual({ version: kept.version + 2, settings: kept.settings })
    const versions = await testApp.app.inject({
      url: '/api/admin/site-settings/versions',
      headers: { cookie },
    })
    expect(versions.json().items[0]).toMatchObject({
      version: kept.version + 2,
      publishedBy: 'command line',
      changes: ['slogan'],
      restoredFrom: null,
    })
    // The security log has every publication, the command line's too.
    const logged = await testApp.app.pool.query(
      "select actor_name, detail from security_events where kind = 'settings-published' order by at",
    )
    expect(logged.rows.at(-1)).toEqual({
      actor_name: null,
      detail: { version: kept.version + 2, by: 'command line' },
    })
    expect(logged.rows.at(-2)?.actor_name).toBe('admin')
  })

  it('stores numbers an imported file has in local form in international form', async () => {
    const file = path.join(dir, 'local-numbers.json')
    await writeFile(
      file,
      JSON.stringify(settingsWith((s) => (s.contact.whatsapp = '082 555 0177'))),
    )
    const imported = await admin('settings', 'import', file)
    expect(imported.code, imported.output).toBe(0)
    expect((await read()).settings.contact.whatsapp).toBe('+27825550177')
  })

  const errorCases: [string, string | (() => Promise<string>), RegExp][] = [
    ['a file that is not JSON', 'name: Example\n', /is not JSON/],
    [
      'a file of 20 MB',
      async () => JSON.stringify({ ...settingsWith(() => {}), slogan: 'x'.repeat(20e6) }),
      /is 20\.0 MB: a settings file is at most 1 MB/,
    ],
    [
      'a file missing a required field',
      JSON.stringify(settingsWith((s) => delete s.contact.email)),
      /contact\.email: must be text/,
    ],
    [
      'a wrong value',
      JSON.stringify(settingsWith((s) => (s.contact.whatsapp = 'not a number'))),
      /contact\.whatsapp: must be a phone number such as 082 555 0100/,
    ],
    [
      'a setting the site does not have',
      JSON.stringify(settingsWith((s) => (s.colour = 'red'))),
      /has no setting named colour/,
    ],
  ]

  it.each(errorCases)(
    'refuses %s whole, naming why, and changes nothing',
    async (_, content, message) => {
      const file = path.join(dir, 'refused.json')
      await writeFile(file, typeof content === 'string' ? content : await content())
      const before = await read()
      const rows = await versionRows()
      const imported = await admin('settings', 'import', file)
      expect(imported.code).toBe(1)
      expect(imported.output).toMatch(message)
      expect(imported.output).toContain('Nothing was changed.')
      expect(imported.stdout).toBe('')
      expect(await read()).toEqual(before)
      expect(await versionRows()).toBe(rows)
    },
  )

  it('refuses a file that does not exist', async () => {
    const imported = await admin('settings', 'import', path.join(dir, 'missing.json'))
    expect(imported.code).toBe(1)
    expect(imported.output).toMatch(/There is no file .*missing\.json to import/)
  })

  it.each([
    [['settings']],
    [['settings', 'import']],
    [['settings', 'export', 'extra']],
    [['settings', 'publish', 'site.json']],
  ])('answers %j with the usage', async (args) => {
    const run = await admin(...args)
    expect(run.code).toBe(2)
    expect(run.output).toContain('npm run admin -- settings import site.json')
  })
})
