import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { siteSettings } from '@site/contract/site-settings'
import { commandLinePublisher, staleSiteSettingsMessage } from '@site/contract/site-settings-api'
import type { Config } from '../config.js'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import { publishedSiteSettings, publishSiteSettings } from '../site-settings/site-settings.js'
import { withSiteDatabase } from './open-site-database.js'

// The settings are a few KB (at most some 200 KB): a larger file is not one.
const maxFileBytes = 1024 * 1024

/** `settings export`: the published settings as JSON on standard output, nothing else there. */
export async function exportSettings(config: Config): Promise<number> {
  const published = await withSiteDatabase(config, publishedSiteSettings)
  process.stdout.write(`${JSON.stringify(published.settings, null, 2)}\n`)
  process.stderr.write(`Exported version ${published.version} of the website settings.\n`)
  if (published.settings.logo) {
    process.stderr.write(
      'The logo is a picture kept with the media, which this file only names: a backup (npm run backup) carries both. On a site without it, choose the logo again under Website settings.\n',
    )
  }
  return 0
}

/**
 * `settings import FILE`: publishes the settings in FILE as a new version, by `command line`.
 * Checked whole before anything is written; any problem refuses all of it, naming the field.
 */
export async function importSettings(file: string, config: Config): Promise<number> {
  const name = path.resolve(file)
  const fail = (problem: string) => {
    process.stderr.write(`${problem} Nothing was changed.\n`)
    return 1
  }
  const size = await stat(name).then(
    (found) => (found.isFile() ? found.size : undefined),
    () => undefined,
  )
  if (size === undefined) return fail(`There is no file ${name} to import.`)
  if (size > maxFileBytes) {
    return fail(
      `${name} is ${(size / 1e6).toFixed(1)} MB: a settings file is at most 1 MB (an export is a few KB).`,
    )
  }
  let json: unknown
  try {
    json = JSON.parse(await readFile(name, 'utf8'))
  } catch (error) {
    return fail(`${name} is not JSON (${(error as Error).message}).`)
  }
  const checked = siteSettings.safeParse(json)
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => {
      const field = issue.path.map(String).join('.')
      return field ? `${field}: ${issue.message}` : issue.message
    })
    return fail(`${name} holds settings the site cannot take: ${problems.join('; ')}.`)
  }
  const outcome = await withSiteDatabase(config, async (db) => {
    const { version } = await publishedSiteSettings(db)
    const made = await publishSiteSettings(db, {
      baseVersion: version,
      settings: checked.data,
      by: commandLinePublisher,
    })
    if (made.outcome === 'published') {
      await recordSecurityEvent(db, {
        kind: 'settings-published',
        detail: { version: made.version, by: commandLinePublisher },
      })
    }
    return made
  })
  if (outcome.outcome === 'stale') return fail(staleSiteSettingsMessage(outcome.published))
  process.stdout.write(`Published the imported settings as version ${outcome.version}.\n`)
  return 0
}
