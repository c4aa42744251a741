import * as z from 'zod/mini'
import { publicPagePaths } from './public-pages.js'
import { siteSettings } from './site-settings.js'
import { wholeNumber } from './text.js'

/**
 * The staff API of the site settings (issue 33): read the published settings, publish a new
 * version from the one staff started with, list the versions, restore one.
 */

/** Version 0 is the defaults, published before anything else; each publish adds one. */
const version = z.number().check(z.int(), z.gte(0))

/** `GET /api/admin/site-settings`: what the site shows now, and its version. */
export const publishedSiteSettings = z.object({ version, settings: siteSettings })

export type PublishedSiteSettings = z.output<typeof publishedSiteSettings>

/** `PUT /api/admin/site-settings`: the whole settings, and the version they were edited from. */
export const siteSettingsPublish = z.object({
  baseVersion: z
    .number({ error: 'must be the version the settings were opened at (a whole number)' })
    .check(
      z.int({ error: 'must be a whole number' }),
      z.gte(0, { error: 'must be a whole number from 0' }),
    ),
  settings: siteSettings,
})

/** `POST /api/admin/site-settings/logo`: the stored copy's key, for the settings' `logo`. */
export const siteLogoMade = z.object({ key: z.string() })

/** The version a publish or a restore made. */
export const siteSettingsVersionMade = z.object({ version })

/** One published version, as the history shows it (not its settings). */
export const siteSettingsVersion = z.object({
  version,
  /** ISO 8601. */
  publishedAt: z.string(),
  /** The staff member's username, or `command line` for an import. */
  publishedBy: z.string(),
  /** The settings it changed, as paths (`contact.phone`, `services.2.name`, `services`). */
  changes: z.array(z.string()),
  /** The version it brought back, when it is a restore. */
  restoredFrom: z.nullable(version),
})

export type SiteSettingsVersion = z.output<typeof siteSettingsVersion>

/** `GET /api/admin/site-settings/versions`: newest first. */
export const siteSettingsVersionList = z.object({ items: z.array(siteSettingsVersion) })

/** `POST /api/admin/site-settings/versions/:version/restore`. */
export const siteSettingsVersionParams = z.object({ version: wholeNumber(0, 2_147_483_647) })

/** Who "published" version 0, the defaults a fresh install shows (recorded at the first publish). */
export const defaultsPublisher = 'the defaults the site came with'

/** Who publishes an import from `npm run admin -- settings import`. */
export const commandLinePublisher = 'command line'

/** The 409 answer: someone else published after staff opened the settings. */
export function staleSiteSettingsMessage(published: number): string {
  return `Someone else published the website settings (version ${published}) after you opened them. Reload to see their changes, then make yours again.`
}

export const siteSettingsVersionNotFound = 'There is no such version of the website settings.'

/**
 * `POST /api/admin/site-settings/preview`, an HTML form the portal submits into a new tab: the
 * page at `path` made from `settings` (JSON text), which are not published.
 */
export const siteSettingsPreview = z.object({
  path: z.enum(publicPagePaths, {
    error: `must be one of the public pages: ${publicPagePaths.join(', ')}`,
  }),
  settings: z.pipe(
    z.pipe(
      z.string({ error: 'must be the settings as JSON text' }),
      z.transform((json, context) => {
        try {
          return JSON.parse(json) as unknown
        } catch {
          context.issues.push({
            code: 'custom',
            message: 'must be the settings as JSON text',
            input: json,
          })
          return z.NEVER
        }
      }),
    ),
    siteSettings,
  ),
})
