// The package's public surface: the schema, the connection and the migrator.
export {
  connectDatabase,
  type Database,
  type DatabaseConnection,
  type Transaction,
  transactionOnClient,
} from './client.js'
export {
  appliedMigrationCount,
  applyMigrations,
  applyMigrationsUpTo,
  knownMigrations,
  type MigrationEntry,
  migrationsFolder,
} from './migrate.js'
export {
  type AdminSessionRow,
  adminSessions,
  type SessionPending,
} from './schema/admin-sessions.js'
export { type AlertRow, alerts } from './schema/alerts.js'
export { backupRuns } from './schema/backup-runs.js'
export { catalogueVersion } from './schema/catalogue-version.js'
export { completedBackfills } from './schema/completed-backfills.js'
export { contactTapCounts } from './schema/contact-tap-counts.js'
export {
  type MediaDerivative,
  type MediaRow,
  media,
  type NewMediaRow,
} from './schema/media.js'
export { type PasskeyRow, passkeys } from './schema/passkeys.js'
export {
  type NewPortfolioProjectRow,
  type PortfolioProjectRow,
  portfolioItems,
  portfolioPairs,
  portfolioProjects,
} from './schema/portfolio.js'
export {
  type NewQuoteFileRow,
  type QuoteFileRow,
  quoteFiles,
} from './schema/quote-files.js'
export {
  type NewQuoteRequestRow,
  type QuoteRequestRow,
  quoteReferenceCounters,
  quoteRequests,
} from './schema/quote-requests.js'
export { rateLimits } from './schema/rate-limits.js'
export { recoveryCodes } from './schema/recovery-codes.js'
export {
  type ResumablePart,
  type ResumableUploadRow,
  resumableUploads,
} from './schema/resumable-uploads.js'
export {
  type ReviewRequestRow,
  type ReviewRow,
  type ReviewStatus,
  reviewMailOptOuts,
  reviewRequests,
  reviewStatuses,
  reviews,
} from './schema/reviews.js'
export { type SecurityEventRow, securityEvents } from './schema/security-events.js'
export { securityPolicy } from './schema/security-policy.js'
export { siteSecrets } from './schema/site-secrets.js'
export {
  type SiteSettingsVersionRow,
  siteSettingsVersions,
} from './schema/site-settings-versions.js'
export { spentCaptchaSolutions } from './schema/spent-captcha-solutions.js'
export { type StaffAccountRow, staffAccounts } from './schema/staff-accounts.js'
export {
  type StaffTokenPurpose,
  type StaffTokenRow,
  staffTokenPurposes,
  staffTokens,
} from './schema/staff-tokens.js'
export { webauthnChallenges } from './schema/webauthn-challenges.js'
