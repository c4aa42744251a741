/**
 * PostgreSQL's non-durable settings, for the test clusters only: their data is thrown away after
 * the run, so nothing is flushed to disk. Databases are made and migrated for almost every test
 * file, and these settings take most of that work off the cores (decision 074).
 */
export const throwawayPostgresFlags = [
  ...['-c', 'fsync=off'],
  ...['-c', 'synchronous_commit=off'],
  ...['-c', 'full_page_writes=off'],
]
