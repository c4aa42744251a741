import {
  SECURITY_LOG_MONTHS,
  SECURITY_LOG_PAGE_SIZE,
  type SecurityLogPage,
} from '@site/contract/security-log'
import { type Database, securityEvents, staffAccounts } from '@site/db'
import { asc, count, desc, eq, lt, or, sql } from 'drizzle-orm'
import { personNameColumn, personNameOrder } from '../account/staff-names.js'

/** One page of the security log, newest first; only one person's entries when `person` is set. */
export async function readSecurityLog(
  db: Database,
  query: { page?: number; person?: string },
): Promise<SecurityLogPage> {
  const page = query.page ?? 1
  const filter = query.person
    ? or(eq(securityEvents.actorId, query.person), eq(securityEvents.subjectId, query.person))
    : undefined
  const [rows, [total], people] = await Promise.all([
    db
      .select()
      .from(securityEvents)
      .where(filter)
      .orderBy(desc(securityEvents.at), desc(securityEvents.id))
      .limit(SECURITY_LOG_PAGE_SIZE)
      .offset((page - 1) * SECURITY_LOG_PAGE_SIZE),
    db.select({ n: count() }).from(securityEvents).where(filter),
    db
      .select({
        id: staffAccounts.id,
        name: personNameColumn,
      })
      .from(staffAccounts)
      .orderBy(asc(personNameOrder)),
  ])
  return {
    events: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      kind: row.kind,
      actorName: row.actorName,
      subjectName: row.subjectName,
      address: row.address,
      detail: row.detail,
    })),
    page,
    pages: Math.max(1, Math.ceil((total?.n ?? 0) / SECURITY_LOG_PAGE_SIZE)),
    people,
  }
}

/** Deletes entries older than the 12 months the log is kept; returns how many. */
export async function deleteOldSecurityEvents(db: Database): Promise<number> {
  const deleted = await db
    .delete(securityEvents)
    .where(lt(securityEvents.at, sql`now() - ${`${SECURITY_LOG_MONTHS} months`}::interval`))
    .returning({ id: securityEvents.id })
  return deleted.length
}
