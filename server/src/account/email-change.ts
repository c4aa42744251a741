import { type Database, staffAccounts } from '@site/db'
import { and, eq, ne } from 'drizzle-orm'
import type { MailSender } from '../mail/mail-sender.js'
import type { StaffMailSettings } from '../plugins/staff-mail.js'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import type { SessionAdmin } from '../staff-auth/admin-sessions.js'
import { issueStaffToken, useStaffToken, withdrawStaffTokens } from '../staff-auth/staff-tokens.js'
import { emailChangeNoticeMail, emailConfirmationMail } from './account-mail.js'
import { accountMessages } from './own-account.js'
import { logActor } from './staff-names.js'

export interface EmailChangeServices {
  db: Database
  mailer: MailSender
  staffMail: StaffMailSettings
  secret: string | undefined
}

export type EmailChangeRequestOutcome =
  | { outcome: 'sent' }
  | { outcome: 'rejected'; status: 400 | 409 | 502; message: string }

/**
 * Mails a confirmation link to the new address; the address changes only when it is opened. The
 * old address (when there is one) is told, so a change nobody asked for does not go unnoticed.
 */
export async function requestEmailChange(
  services: EmailChangeServices,
  admin: SessionAdmin,
  newEmail: string,
): Promise<EmailChangeRequestOutcome> {
  const { db } = services
  const [user] = await db
    .select({ email: staffAccounts.email, name: staffAccounts.displayName })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, admin.id))
  if (user?.email === newEmail) {
    return { outcome: 'rejected', status: 400, message: accountMessages.sameEmail }
  }
  if (await emailTaken(db, newEmail, admin.id)) {
    return { outcome: 'rejected', status: 409, message: accountMessages.emailTaken }
  }
  const name = user?.name ?? admin.username
  const token = await issueStaffToken(db, {
    userId: admin.id,
    purpose: 'email-change',
    secret: services.secret,
    newEmail,
  })
  const { from } = services.staffMail
  const link = services.staffMail.portalLink('confirm-email', token)
  try {
    await services.mailer.send(emailConfirmationMail(from, { name, address: newEmail }, link))
    if (user?.email) {
      await services.mailer.send(
        emailChangeNoticeMail(from, { name, address: user.email }, newEmail),
      )
    }
  } catch {
    return { outcome: 'rejected', status: 502, message: accountMessages.mailFailed }
  }
  return { outcome: 'sent' }
}

export type EmailChangeConfirmOutcome =
  | { outcome: 'ok'; email: string }
  | { outcome: 'unknown' | 'expired' | 'used' | 'taken' }

/** Opens a confirmation link: the token is used once and the address changes. */
export async function confirmEmailChange(
  services: Pick<EmailChangeServices, 'db' | 'secret'>,
  token: string,
  address: string,
): Promise<EmailChangeConfirmOutcome> {
  return services.db.transaction(async (tx) => {
    const use = await useStaffToken(tx, token, 'email-change', services.secret)
    if (use.outcome !== 'ok') return { outcome: use.outcome }
    const email = use.newEmail
    if (!email) return { outcome: 'unknown' as const }
    // Someone else took the address (an invite) since the link was sent.
    if (await emailTaken(tx, email, use.userId)) return { outcome: 'taken' as const }
    const [before] = await tx
      .select({ email: staffAccounts.email })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, use.userId))
    await tx
      .update(staffAccounts)
      .set({ email, updatedAt: new Date() })
      .where(eq(staffAccounts.id, use.userId))
    // Reset links sent to the old address stop working.
    await withdrawStaffTokens(tx, use.userId, 'password-reset')
    await recordSecurityEvent(tx, {
      kind: 'email-changed',
      actor: await logActor(tx, use.userId),
      address,
      detail: { from: before?.email ?? null, to: email },
    })
    return { outcome: 'ok' as const, email }
  })
}

async function emailTaken(
  db: Pick<Database, 'select'>,
  email: string,
  userId: string,
): Promise<boolean> {
  const [other] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.email, email), ne(staffAccounts.id, userId)))
  return other !== undefined
}
