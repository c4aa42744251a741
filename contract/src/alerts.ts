import * as z from 'zod/mini'

/** What the owner is alerted to (docs/decisions/058). */
export const alertKinds = [
  'quote-mail',
  'quote-files-budget',
  'backup',
  'disk-space',
  'media-processing',
] as const

export type AlertKind = (typeof alertKinds)[number]

/** One alert that is open now: the trouble lasts. Times are ISO 8601 strings. */
export const openAlert = z.object({
  kind: z.enum(alertKinds),
  /** A short sentence in plain words, for the portal's banner and the mail's subject. */
  title: z.string(),
  /** What was seen and what to do about it. */
  detail: z.string(),
  /** When the trouble began. */
  since: z.string(),
  /** When the owner was last mailed about this kind; null when no mail has gone out yet. */
  lastMailedAt: z.nullable(z.string()),
  /** Why the alert mail could not be sent (the relay's response); null when it was, or not yet tried. */
  mailError: z.nullable(z.string()),
  /** The portal's page where the owner acts on it (`/admin-portal/...`). */
  portalPath: z.string(),
})

export type OpenAlert = z.infer<typeof openAlert>

/** `GET /api/admin/alerts` (staff): the alerts open now, oldest first. */
export const openAlerts = z.object({ alerts: z.array(openAlert) })

export type OpenAlerts = z.infer<typeof openAlerts>
