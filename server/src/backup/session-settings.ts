/**
 * Set on both ends of a dump and a restore, so COPY's text is the same whichever server or
 * client settings are in force: instants in UTC, ISO dates, floats with every digit.
 */
export const COPY_SESSION_SETTINGS = [
  "set local timezone = 'UTC'",
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  'set local extra_float_digits = 3',
  "set local client_encoding = 'UTF8'",
]

/** The schema of the app's own tables (pg-boss keeps its own in `pgboss`, drizzle in `drizzle`). */
export const APP_SCHEMA = 'public'
