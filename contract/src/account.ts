import * as z from 'zod/mini'
import { staffRole } from './admin-session.js'
import { idOf, text } from './text.js'

/** Limits of a person's name and e-mail address, on their own account and in the Staff section. */
export const ACCOUNT_NAME_MAX = 100
export const ACCOUNT_EMAIL_MAX = 254
/** The password policy's shortest and longest (server/src/admin-auth/password-policy.ts); longer is
 * refused before it is hashed. */
export const ACCOUNT_PASSWORD_MIN = 8
export const ACCOUNT_PASSWORD_MAX = 1024
/** A mailed token is 43 characters (32 bytes, base64url); this leaves room and no more. */
export const MAILED_TOKEN_MAX = 200

// Checked before trimming: a line break in a name would reach a mail's headers.
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u

/** A staff member's name, as they give it on their account or the owner does in an invite. */
export const personName = text('is required').check(
  z.regex(NO_CONTROL_CHARACTERS, { error: 'must not contain line breaks or control characters' }),
  z.trim(),
  z.minLength(1, { error: 'is required' }),
  z.maxLength(ACCOUNT_NAME_MAX, { error: `must be at most ${ACCOUNT_NAME_MAX} characters` }),
)

/** A staff member's e-mail address, trimmed and lowercased. */
export const emailAddress = z.pipe(
  text('is required').check(
    z.maxLength(ACCOUNT_EMAIL_MAX, { error: 'is too long' }),
    z.trim(),
    z.toLowerCase(),
  ),
  z.email({ error: 'must be an e-mail address like name@example.com' }),
)

const password = (missing: string) =>
  text(missing).check(
    z.maxLength(ACCOUNT_PASSWORD_MAX, {
      error: `must be at most ${ACCOUNT_PASSWORD_MAX} characters`,
    }),
  )

const mailedToken = text('is required').check(
  z.minLength(1, { error: 'is required' }),
  z.maxLength(MAILED_TOKEN_MAX, { error: 'is not a link this site sent' }),
)

/** `GET /api/admin/account`: the signed-in person's own account. */
export const ownAccount = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.nullable(z.string()),
  role: staffRole,
  /** False for someone who signs in with passkeys only: no current password is asked. */
  hasPassword: z.boolean(),
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail: z.nullable(z.string()),
})
export type OwnAccount = z.infer<typeof ownAccount>

/** `PATCH /api/admin/account/name`. */
export const nameChange = z.strictObject({ name: personName })
export type NameChange = z.infer<typeof nameChange>

/** `POST /api/admin/account/password`: ends the person's other sessions. */
export const passwordChange = z.strictObject({
  /** Required unless the person has no password yet. */
  currentPassword: z.optional(password('must be text')),
  newPassword: password('is required'),
})
export type PasswordChange = z.infer<typeof passwordChange>

/** `POST /api/admin/account/email`: a confirmation link goes to the new address. */
export const emailChange = z.strictObject({
  email: emailAddress,
  /** Required unless the person has no password. */
  currentPassword: z.optional(password('must be text')),
})
export type EmailChange = z.infer<typeof emailChange>

/** One of the person's live sessions: no location is stored, only the browser's own words. */
export const ownSession = z.object({
  id: z.string(),
  /** "Chrome on Android", from the User-Agent at sign-in. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
})
export type OwnSession = z.infer<typeof ownSession>

/** `GET /api/admin/account/sessions`: most recently used first. */
export const ownSessions = z.object({ sessions: z.array(ownSession) })
export type OwnSessions = z.infer<typeof ownSessions>

/** `DELETE /api/admin/account/sessions/:id`. */
export const ownSessionParams = z.strictObject({ id: idOf('one of your sessions') })

/** `POST /api/admin/account/sessions/end-others`: how many were ended. */
export const sessionsEnded = z.object({ success: z.literal(true), ended: z.number() })

/** `POST /api/auth/password-reset` (public). */
export const passwordResetRequest = z.strictObject({ email: emailAddress })

/** The one answer to a reset request, whether the address is known or not. */
export const passwordResetRequested = z.object({ success: z.literal(true), message: z.string() })

export const passwordResetResponseText = 'If an account uses this address, a link is on its way.'

/** `POST /api/auth/password-reset/confirm` (public): ends every session of the person. */
export const passwordResetConfirm = z.strictObject({
  token: mailedToken,
  password: password('is required'),
})

/** `POST /api/auth/email-change/confirm` (public: the link may be opened on another device). */
export const emailChangeConfirm = z.strictObject({ token: mailedToken })

export const emailChanged = z.object({ success: z.literal(true), email: z.string() })

/** The errors of mailed links, in plain words. */
export const mailedLinkMessages = {
  resetUsed: 'This reset link has already been used. Ask for a new one if you still need it.',
  resetExpired: 'This reset link has expired (links work for 1 hour). Ask for a new one.',
  resetInvalid: 'This reset link is not valid. Ask for a new one.',
  emailUsed: 'This confirmation link has already been used.',
  emailExpired:
    'This confirmation link has expired (links work for 24 hours). Change the address again.',
  emailInvalid: 'This confirmation link is not valid.',
} as const
