import * as z from 'zod/mini'
import { ACCOUNT_PASSWORD_MAX, emailAddress, personName } from './account.js'
import { staffRole } from './admin-session.js'
import { idOf, text } from './text.js'
import { passkeyName, registrationResponse } from './two-step.js'

/** Where an account stands: invited (has not chosen a password yet), active or locked. */
export const staffStates = ['invited', 'active', 'locked'] as const
export type StaffState = (typeof staffStates)[number]

/** One person in the owner's Staff section. Times are ISO 8601 strings. */
export const staffMember = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.nullable(z.string()),
  role: staffRole,
  state: z.enum(staffStates),
  /** Signs in with a passkey or an authenticator code as well as (or instead of) a password. */
  twoStep: z.boolean(),
  createdAt: z.string(),
})
export type StaffMember = z.infer<typeof staffMember>

/** `GET /api/admin/staff` (owner): everyone with an account, owners first, then by name. */
export const staffList = z.object({ people: z.array(staffMember) })
export type StaffList = z.infer<typeof staffList>

/** `POST /api/admin/staff` (owner): invites a person; 201 with them, and the invite mail goes. */
export const staffInvite = z.strictObject({
  name: personName,
  email: emailAddress,
  role: staffRole,
})
export type StaffInvite = z.infer<typeof staffInvite>

/** `PATCH /api/admin/staff/:id` (owner): a new role, or locked / unlocked. */
export const staffChange = z.strictObject({
  role: z.optional(staffRole),
  locked: z.optional(z.boolean()),
})
export type StaffChange = z.infer<typeof staffChange>

export const staffParams = z.object({ id: idOf('a staff account') })

/** `POST /api/admin/staff` responds with 201 with the person. */
export const staffMade = z.object({ person: staffMember })

/** The invite link's token, always in a body (never in a URL, where logs and Referer keep it). */
const inviteToken = text('is required').check(
  z.minLength(1, { error: 'is required' }),
  z.maxLength(128, { error: 'is not a valid invite link' }),
)

/** `POST /api/auth/invites/look` (public): who invited whom, for the welcome page. */
export const inviteLook = z.strictObject({ token: inviteToken })
export const invitePreview = z.object({
  name: z.string(),
  email: z.string(),
  role: staffRole,
  invitedBy: z.string(),
})
export type InvitePreview = z.infer<typeof invitePreview>

/** `POST /api/auth/invites/accept` (public): chooses the password and signs in. */
export const inviteAcceptance = z.strictObject({
  token: inviteToken,
  password: text('is required').check(
    z.maxLength(ACCOUNT_PASSWORD_MAX, {
      error: `must be at most ${ACCOUNT_PASSWORD_MAX} characters`,
    }),
  ),
})

/**
 * `POST /api/auth/invites/passkey-options` (public): the options for the browser's passkey prompt,
 * for the invited account. The token is checked, not used up.
 */
export const invitePasskeyOptions = inviteLook

/** `POST /api/auth/invites/accept-passkey` (public): a passkey instead of a password, and signs in. */
export const invitePasskeyAcceptance = z.strictObject({
  token: inviteToken,
  name: z.optional(passkeyName),
  response: registrationResponse,
})
export type InvitePasskeyAcceptance = z.infer<typeof invitePasskeyAcceptance>

/** The texts of staff answers, for the API and the portal. */
export const staffMessages = {
  emailTaken: 'This e-mail address already belongs to an account.',
  notFound: 'There is no such staff account.',
  lastOwner:
    'There must always be at least one owner who can sign in: make someone else an owner first.',
  notInvited: 'This person has already accepted their invite.',
  inviteUsed: 'This invite has already been used',
  inviteExpired: 'This invite has expired: ask the owner to send a new one',
  inviteInvalid: 'This invite link is not valid',
} as const
