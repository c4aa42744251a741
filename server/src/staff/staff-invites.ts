import type { InvitePreview, StaffMember } from '@site/contract/staff'
import type { RegistrationResponse } from '@site/contract/two-step'
import {
  type Database,
  securityEvents,
  staffAccounts,
  staffTokens,
  type Transaction,
} from '@site/db'
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type Mail from 'nodemailer/lib/mailer'
import { personNameColumn } from '../account/staff-names.js'
import type { StaffMailSettings } from '../plugins/staff-mail.js'
import type { TwoStepSettings } from '../plugins/two-step.js'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import { hashPassword } from '../staff-auth/passwords.js'
import {
  issueStaffToken,
  liveStaffTokenMatches,
  staffTokenMatches,
  useStaffToken,
} from '../staff-auth/staff-tokens.js'
import { addPasskey } from '../two-step/passkeys.js'

const roleWords = {
  owner: 'an owner (everything, including staff, website settings and security)',
  office: 'office staff (quote requests, media, portfolio and the dashboard)',
} as const

export function inviteMail(
  settings: StaffMailSettings,
  person: Pick<StaffMember, 'name' | 'email' | 'role'>,
  invitedBy: string,
  token: string,
): Mail.Options {
  const site = new URL(settings.publicUrl).host
  return {
    from: settings.from,
    to: { name: person.name, address: person.email ?? '' },
    subject: `You are invited to the website portal of ${site}`,
    text: [
      `Hello ${person.name},`,
      '',
      `${invitedBy} has invited you to the portal of ${site} as ${roleWords[person.role]}.`,
      '',
      'Open this link to choose your password (or use a passkey instead) and sign in:',
      settings.portalLink('welcome', token),
      '',
      'The link works once, for 48 hours. If it has expired, ask for a new one.',
      'If you did not expect this e-mail, you can ignore it.',
    ].join('\n'),
  }
}

/** A new invite token for an invited person (any earlier one stops working). */
export function issueInviteToken(db: Database, userId: string, secret: string | undefined) {
  return issueStaffToken(db, { userId, purpose: 'invite', secret })
}

/** Who the welcome page greets: the invited person behind a live token, or null. */
export async function previewInvite(
  db: Database,
  token: string,
  secret: string | undefined,
): Promise<InvitePreview | null> {
  const [row] = await db
    .select({
      id: staffAccounts.id,
      name: personNameColumn,
      email: staffAccounts.email,
      role: staffAccounts.role,
    })
    .from(staffTokens)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffTokens.userId))
    .where(and(liveStaffTokenMatches(token, 'invite', secret), isNotNull(staffAccounts.invitedAt)))
  if (!row) return null
  const [sent] = await db
    .select({ by: securityEvents.actorName })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.subjectId, row.id),
        inArray(securityEvents.kind, ['invite-sent', 'invite-resent']),
      ),
    )
    .orderBy(desc(securityEvents.at))
    .limit(1)
  return {
    name: row.name,
    email: row.email ?? '',
    role: row.role,
    invitedBy: sent?.by ?? 'The owner',
  }
}

export type InviteAcceptance =
  | { outcome: 'ok'; user: { id: string; username: string; role: StaffMember['role'] } }
  | { outcome: 'unknown' | 'expired' | 'used' }

/**
 * Uses the invite token once and sets the password (already checked against the policy): in one
 * transaction, so a failure leaves the token unused. A withdrawn invite's token is gone, and a
 * locked account cannot accept.
 */
export async function acceptInvite(
  db: Database,
  acceptance: { token: string; password: string; address: string },
  secret: string | undefined,
): Promise<InviteAcceptance> {
  const passwordHash = await hashPassword(acceptance.password)
  return db.transaction(async (tx) => {
    const claimed = await claimInvite(tx, acceptance.token, secret, { passwordHash })
    if (claimed.outcome !== 'ok') return claimed
    const { user } = claimed
    await recordSecurityEvent(tx, {
      kind: 'invite-accepted',
      actor: { id: user.id, name: user.name },
      address: acceptance.address,
    })
    return { outcome: 'ok', user: { id: user.id, username: user.username, role: user.role } }
  })
}

/**
 * Inside the acceptance's transaction: uses the invite token once and makes the account a
 * signed-up one (with `set`'s columns). A locked account, or one accepted meanwhile, is refused
 * as an unknown link; the token is spent all the same.
 */
async function claimInvite(
  tx: Transaction,
  token: string,
  secret: string | undefined,
  set: { passwordHash?: string },
) {
  const used = await useStaffToken(tx, token, 'invite', secret)
  if (used.outcome !== 'ok') return { outcome: used.outcome }
  const [user] = await tx
    .update(staffAccounts)
    .set({ ...set, invitedAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(staffAccounts.id, used.userId),
        isNotNull(staffAccounts.invitedAt),
        isNull(staffAccounts.lockedAt),
      ),
    )
    .returning({
      id: staffAccounts.id,
      username: staffAccounts.username,
      role: staffAccounts.role,
      name: personNameColumn,
    })
  return user ? { outcome: 'ok' as const, user } : { outcome: 'unknown' as const }
}

/**
 * The invited account behind a token, without using the token (the passkey prompt's options):
 * the same outcomes as accepting would give.
 */
export async function checkInvite(
  db: Database,
  token: string,
  secret: string | undefined,
): Promise<InviteAcceptance> {
  const [row] = await db
    .select({
      usedAt: staffTokens.usedAt,
      live: sql<boolean>`${staffTokens.expiresAt} > now()`,
      id: staffAccounts.id,
      username: staffAccounts.username,
      role: staffAccounts.role,
      invitedAt: staffAccounts.invitedAt,
      lockedAt: staffAccounts.lockedAt,
    })
    .from(staffTokens)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffTokens.userId))
    .where(staffTokenMatches(token, 'invite', secret))
  if (!row) return { outcome: 'unknown' }
  if (row.usedAt) return { outcome: 'used' }
  if (!row.live) return { outcome: 'expired' }
  if (!row.invitedAt || row.lockedAt) return { outcome: 'unknown' }
  return { outcome: 'ok', user: { id: row.id, username: row.username, role: row.role } }
}

/** The passkey did not check out: the transaction is undone (the token stays unused). */
class PasskeyError extends Error {}

/**
 * Accepts an invite with a passkey instead of a password: in one transaction the token is used,
 * the registration is checked and stored (with the Account panel's code), the account stops being
 * invited and both events are logged. The account has no password; a reset link can add one.
 */
export async function acceptInviteWithPasskey(
  db: Database,
  settings: TwoStepSettings,
  acceptance: { token: string; name: string; response: RegistrationResponse; address: string },
  secret: string | undefined,
): Promise<InviteAcceptance | { outcome: 'rejected' }> {
  try {
    return await db.transaction(async (tx) => {
      const claimed = await claimInvite(tx, acceptance.token, secret, {})
      if (claimed.outcome !== 'ok') return claimed
      const { user } = claimed
      const added = await addPasskey(tx, settings, user, {
        name: acceptance.name,
        response: acceptance.response,
      })
      if (!added) throw new PasskeyError()
      const actor = { id: user.id, name: user.name }
      await recordSecurityEvent(tx, {
        kind: 'invite-accepted',
        actor,
        address: acceptance.address,
        detail: { method: 'passkey' },
      })
      await recordSecurityEvent(tx, {
        kind: 'passkey-added',
        actor,
        address: acceptance.address,
        detail: { name: added.name },
      })
      return {
        outcome: 'ok' as const,
        user: { id: user.id, username: user.username, role: user.role },
      }
    })
  } catch (error) {
    if (error instanceof PasskeyError) return { outcome: 'rejected' }
    throw error
  }
}
