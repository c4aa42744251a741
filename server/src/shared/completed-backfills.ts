import { completedBackfills, type Database } from '@site/db'

/** The names of the one-time fixes this database has had (periodic-work.ts). */
export async function completedBackfillNames(db: Database): Promise<Set<string>> {
  const rows = await db.select({ name: completedBackfills.name }).from(completedBackfills)
  return new Set(rows.map((row) => row.name))
}

/** Records a one-time fix as done (a second process finishing it too changes nothing). */
export async function recordBackfillDone(db: Database, name: string): Promise<void> {
  await db.insert(completedBackfills).values({ name }).onConflictDoNothing()
}
