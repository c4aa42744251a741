import { type Database, staffAccounts } from '@site/db'
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm'
import QRCode from 'qrcode'
import { deleteRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.js'
import { openSecret, sealSecret } from './secret-box.js'
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.js'

/**
 * Starts setting up an authenticator app: a new secret, kept encrypted but not yet on (a set-up
 * that is left unfinished changes nothing). Null when the person already has one on.
 */
export async function startAuthenticatorSetup(
  db: Database,
  key: Buffer,
  person: { id: string; username: string },
  issuer: string,
) {
  const secret = newTotpSecret()
  const started = await db
    .update(staffAccounts)
    .set({ totpSecret: sealSecret(key, secret), totpLastStep: null })
    .where(and(eq(staffAccounts.id, person.id), isNull(staffAccounts.totpEnabledAt)))
    .returning({ id: staffAccounts.id })
  if (started.length === 0) return null
  const url = otpauthUrl(secret, issuer, person.username)
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret, otpauthUrl: url, qrSvg }
}

/**
 * Checks a code of the person's authenticator and, when right, records its time step in the same
 * statement, so neither it nor an earlier code is accepted again (no replay, even by two requests
 * at once). `enabled`: only an authenticator that is on (false: the one being set up).
 */
export async function useAuthenticatorCode(
  db: Database,
  key: Buffer,
  userId: string,
  code: string,
  enabled: boolean,
): Promise<boolean> {
  const [user] = await db
    .select({ sealed: staffAccounts.totpSecret, lastStep: staffAccounts.totpLastStep })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.id, userId),
        enabled ? isNotNull(staffAccounts.totpEnabledAt) : isNull(staffAccounts.totpEnabledAt),
      ),
    )
  const secret = user?.sealed ? openSecret(key, user.sealed) : null
  if (!user || !secret) return false
  const step = matchTotp(secret, code, Date.now(), user.lastStep)
  if (step === null) return false
  const taken = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, userId),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id })
  return taken.length > 0
}

/**
 * Turns the authenticator on once the first code from it is right; returns the 10 recovery codes
 * (shown once), or null for a wrong code.
 */
export async function confirmAuthenticator(
  db: Database,
  key: Buffer,
  userId: string,
  code: string,
): Promise<string[] | null> {
  if (!(await useAuthenticatorCode(db, key, userId, code, false))) return null
  return db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ totpEnabledAt: new Date() })
      .where(eq(staffAccounts.id, userId))
    return replaceRecoveryCodes(tx, userId)
  })
}

/** Turns the authenticator off (its secret and recovery codes go). */
export async function turnOffAuthenticator(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(staffAccounts.id, userId))
    await deleteRecoveryCodes(tx, userId)
  })
}

/**
 * True when the person's authenticator is on but its secret cannot be opened: it was sealed with
 * another key (SESSION_SECRET changed). No code can be right; the person needs to know why.
 */
export async function authenticatorUnreadable(
  db: Database,
  key: Buffer,
  userId: string,
): Promise<boolean> {
  const [user] = await db
    .select({ sealed: staffAccounts.totpSecret })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, userId), isNotNull(staffAccounts.totpEnabledAt)))
  return Boolean(user?.sealed) && openSecret(key, user?.sealed ?? '') === null
}
