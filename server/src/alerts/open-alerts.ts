import type { AlertKind, OpenAlert } from '@site/contract/alerts'
import { type AlertRow, alerts, type Database } from '@site/db'
import { asc, isNull } from 'drizzle-orm'

/** Where in the portal the owner acts on each kind (or reads more about it). */
export const portalPathOf: Record<AlertKind, string> = {
  'quote-mail': '/admin-portal/requests',
  'quote-files-budget': '/admin-portal/system',
  backup: '/admin-portal/system',
  'disk-space': '/admin-portal/system',
  'media-processing': '/admin-portal/media',
}

/** The alerts open now, oldest first, as `GET /api/admin/alerts` answers them. */
export async function listOpenAlerts(db: Database): Promise<OpenAlert[]> {
  const rows = await db
    .select()
    .from(alerts)
    .where(isNull(alerts.endedAt))
    .orderBy(asc(alerts.since))
  return rows.map(openAlertOf)
}

export function openAlertOf(row: AlertRow): OpenAlert {
  const { kind } = row
  return {
    kind,
    title: row.title,
    detail: row.detail,
    since: row.since.toISOString(),
    lastMailedAt: row.lastMailedAt?.toISOString() ?? null,
    mailError: row.mailError,
    portalPath: portalPathOf[kind] ?? '/admin-portal',
  }
}
