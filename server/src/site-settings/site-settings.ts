import type { SiteSettings } from '@site/contract/site-settings'
import {
  defaultsPublisher,
  type PublishedSiteSettings,
  type SiteSettingsVersion,
} from '@site/contract/site-settings-api'
import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { type Database, siteSettingsVersions } from '@site/db'
import { desc, eq, max } from 'drizzle-orm'
import { changedSettings } from './setting-changes.js'
import { settingsFromStore } from './stored-settings.js'

/** What a publish or a restore made, or why it made nothing. */
export type PublishOutcome =
  | { outcome: 'published'; version: number }
  /** Another publish came after `baseVersion`: `published` is the version live now. */
  | { outcome: 'stale'; published: number }

/** The settings the site shows: the highest version, or the defaults (version 0) before any. */
export async function publishedSiteSettings(db: Database): Promise<PublishedSiteSettings> {
  const [row] = await db
    .select({ version: siteSettingsVersions.version, settings: siteSettingsVersions.settings })
    .from(siteSettingsVersions)
    .orderBy(desc(siteSettingsVersions.version))
    .limit(1)
  return row
    ? { version: row.version, settings: settingsFromStore(row.settings) }
    : { version: 0, settings: structuredClone(defaultSiteSettings) }
}

/**
 * Publishes `settings` (already checked by the schema) as the version after `baseVersion`, the
 * one staff opened. Of two publishes from one version the primary key lets only the first in;
 * the second, like one from an older version, is stale and changes nothing.
 */
export async function publishSiteSettings(
  db: Database,
  publish: { baseVersion: number; settings: SiteSettings; by: string; restoredFrom?: number },
): Promise<PublishOutcome> {
  const published = await publishedSiteSettings(db)
  if (published.version !== publish.baseVersion) {
    return { outcome: 'stale', published: published.version }
  }
  const row = {
    version: publish.baseVersion + 1,
    settings: publish.settings,
    publishedBy: publish.by,
    changes: changedSettings(published.settings, publish.settings),
    restoredFrom: publish.restoredFrom ?? null,
  }
  // The first publish also records what the site showed until then (version 0, the defaults),
  // so the history can bring it back like any other version.
  const firstRows =
    publish.baseVersion === 0
      ? [{ version: 0, settings: published.settings, publishedBy: defaultsPublisher, changes: [] }]
      : []
  const [made] = await db
    .insert(siteSettingsVersions)
    .values([...firstRows, row])
    .onConflictDoNothing()
    .returning({ version: siteSettingsVersions.version })
    .then((rows) => rows.filter((inserted) => inserted.version === row.version))
  if (made) return { outcome: 'published', version: made.version }
  return { outcome: 'stale', published: await publishedVersion(db) }
}

/** Every published version, newest first, without its settings (the history staff see). */
export async function listSiteSettingsVersions(db: Database): Promise<SiteSettingsVersion[]> {
  const rows = await db
    .select({
      version: siteSettingsVersions.version,
      publishedAt: siteSettingsVersions.publishedAt,
      publishedBy: siteSettingsVersions.publishedBy,
      changes: siteSettingsVersions.changes,
      restoredFrom: siteSettingsVersions.restoredFrom,
    })
    .from(siteSettingsVersions)
    .orderBy(desc(siteSettingsVersions.version))
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }))
}

/**
 * Publishes the settings of an earlier version again, as a new version that says where it came
 * from; history is never rewritten. `not-found` when there is no such version.
 */
export async function restoreSiteSettingsVersion(
  db: Database,
  version: number,
  by: string,
): Promise<PublishOutcome | { outcome: 'not-found' }> {
  const [row] = await db
    .select({ settings: siteSettingsVersions.settings })
    .from(siteSettingsVersions)
    .where(eq(siteSettingsVersions.version, version))
  if (!row) return { outcome: 'not-found' }
  return publishSiteSettings(db, {
    baseVersion: await publishedVersion(db),
    settings: settingsFromStore(row.settings),
    by,
    restoredFrom: version,
  })
}

async function publishedVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: max(siteSettingsVersions.version) })
    .from(siteSettingsVersions)
  return row?.version ?? 0
}
