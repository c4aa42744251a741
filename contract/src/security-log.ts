import * as z from 'zod/mini'
import { idOf, wholeNumber } from './text.js'

/** One entry of the security log (who did what, when, from which address). */
export const securityLogEntry = z.object({
  id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  /** 'sign-in', 'password-reset', … (docs/security.md). */
  kind: z.string(),
  actorName: z.nullable(z.string()),
  subjectName: z.nullable(z.string()),
  address: z.nullable(z.string()),
  /** Facts such as a sign-in's method or a new role; never a secret. */
  detail: z.record(z.string(), z.unknown()),
})
export type SecurityLogEntry = z.infer<typeof securityLogEntry>

export const SECURITY_LOG_PAGE_SIZE = 50

/** `GET /api/admin/security/events` (owner): newest first, a page at a time. */
export const securityLogQuery = z.strictObject({
  page: z.optional(wholeNumber(1, 100_000)),
  /** Only entries this person did or that were done to them. */
  person: z.optional(idOf('a person')),
})
export type SecurityLogQuery = z.infer<typeof securityLogQuery>

export const securityLogPage = z.object({
  events: z.array(securityLogEntry),
  page: z.number(),
  /** Pages in all (at least 1). */
  pages: z.number(),
  /** Everyone with an account, for the filter. */
  people: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type SecurityLogPage = z.infer<typeof securityLogPage>

/** How long entries are kept. */
export const SECURITY_LOG_MONTHS = 12
