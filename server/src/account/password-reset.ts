import { type Database, staffAccounts } from '@site/db'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { MailSender } from '../mail/mail-sender.js'
import type { StaffMailSettings } from '../plugins/staff-mail.js'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import { countAttempt } from '../shared/rate-limits.js'
import { endSessionsOf } from '../staff-auth/admin-sessions.js'
import { passwordProblem } from '../staff-auth/password-policy.js'
import { hashPassword } from '../staff-auth/passwords.js'
import { hashSessionToken, newSessionToken } from '../staff-auth/session-tokens.js'
import { issueStaffToken, useStaffToken } from '../staff-auth/staff-tokens.js'
import { passwordResetMail } from './account-mail.js'
import { logActor } from './staff-names.js'

export interface PasswordResetServices {
  db: Database
  mailer: MailSender
  staffMail: StaffMailSettings
  /** SESSION_SECRET: keys the stored token hashes. */
  secret: string | undefined
  log: FastifyBaseLogger
  /** Work that goes on after the response (the token and the mail); awaited when the app closes. */
  inBackground(work: Promise<unknown>): void
}

export const resetLimits = {
  windowMs: 15 * 60_000,
  /** Requests (and confirmations) per client address per window. */
  perAddress: 20,
  /** Mails per e-mail address per hour, whoever asks: a flood of requests sends at most these. */
  mailsPerEmail: 3,
  emailWindowMs: 60 * 60_000,
}

export type ResetRequestOutcome =
  | { outcome: 'accepted' }
  | { outcome: 'throttled'; retryAfterSeconds: number }

/**
 * A request for a reset link. The response is the same whether the address is known or not, and
 * so is the work before it (two counters, one lookup): the token and the mail are made after
 * the response, so its timing does not tell which addresses have accounts.
 */
export async function requestPasswordReset(
  services: PasswordResetServices,
  request: { email: string; address: string },
): Promise<ResetRequestOutcome> {
  const { db } = services
  const byAddress = await countAttempt(db, `reset:address:${request.address}`, resetLimits.windowMs)
  if (byAddress.hits > resetLimits.perAddress) {
    return { outcome: 'throttled', retryAfterSeconds: byAddress.retryAfterSeconds }
  }
  // Counted for unknown addresses too, so the limit tells nothing either.
  const byEmail = await countAttempt(db, `reset:email:${request.email}`, resetLimits.emailWindowMs)
  const [user] = await db
    .select({
      id: staffAccounts.id,
      name: staffAccounts.displayName,
      username: staffAccounts.username,
      email: staffAccounts.email,
      invitedAt: staffAccounts.invitedAt,
      lockedAt: staffAccounts.lockedAt,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, request.email))
  // Invited (not yet accepted) and locked accounts get no link: the owner decides for those.
  const eligible =
    user?.email && !user.invitedAt && !user.lockedAt && byEmail.hits <= resetLimits.mailsPerEmail
  if (eligible) {
    services.inBackground(
      sendResetLink(services, { ...user, email: user.email as string }, request.address),
    )
  } else {
    // The same hashing a real token costs, so the response's timing is the same.
    hashSessionToken(newSessionToken(), services.secret)
  }
  return { outcome: 'accepted' }
}

async function sendResetLink(
  services: PasswordResetServices,
  user: { id: string; name: string | null; username: string; email: string },
  address: string,
): Promise<void> {
  try {
    const token = await issueStaffToken(services.db, {
      userId: user.id,
      purpose: 'password-reset',
      secret: services.secret,
    })
    const name = user.name ?? user.username
    const link = services.staffMail.portalLink('reset-password', token)
    await services.mailer.send(
      passwordResetMail(services.staffMail.from, { name, address: user.email }, link),
    )
    await recordSecurityEvent(services.db, {
      kind: 'password-reset-requested',
      subject: { id: user.id, name },
      address,
    })
  } catch (error) {
    services.log.warn({ err: error }, 'the password reset mail could not be sent')
  }
}

export type ResetConfirmOutcome =
  | { outcome: 'ok' }
  | { outcome: 'weak-password'; message: string }
  | { outcome: 'unknown' | 'expired' | 'used' }
  | { outcome: 'throttled'; retryAfterSeconds: number }

/**
 * Sets the new password with a reset link's token: the token is used once, and every session of
 * the person ends (whoever had the old password is signed out too). A weak password leaves the
 * token unused, so the person can choose another.
 */
export async function confirmPasswordReset(
  services: Pick<PasswordResetServices, 'db' | 'secret'>,
  request: { token: string; password: string; address: string },
): Promise<ResetConfirmOutcome> {
  const { db } = services
  const byAddress = await countAttempt(
    db,
    `reset-confirm:address:${request.address}`,
    resetLimits.windowMs,
  )
  if (byAddress.hits > resetLimits.perAddress) {
    return { outcome: 'throttled', retryAfterSeconds: byAddress.retryAfterSeconds }
  }
  const problem = passwordProblem(request.password)
  if (problem) return { outcome: 'weak-password', message: problem }
  const passwordHash = await hashPassword(request.password)
  return db.transaction(async (tx) => {
    const use = await useStaffToken(tx, request.token, 'password-reset', services.secret)
    if (use.outcome !== 'ok') return { outcome: use.outcome }
    const [user] = await tx
      .select({ lockedAt: staffAccounts.lockedAt, invitedAt: staffAccounts.invitedAt })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, use.userId))
      .for('update')
    // Locked or invited again since the mail went: the link no longer works.
    if (!user || user.lockedAt || user.invitedAt) return { outcome: 'unknown' as const }
    await tx
      .update(staffAccounts)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(staffAccounts.id, use.userId))
    await endSessionsOf(tx, use.userId)
    await recordSecurityEvent(tx, {
      kind: 'password-reset',
      actor: await logActor(tx, use.userId),
      address: request.address,
      detail: { by: 'mailed link' },
    })
    return { outcome: 'ok' as const }
  })
}
