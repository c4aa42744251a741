import { alertKinds } from '@site/contract/alerts'
import { type AlertRow, alerts, type Database, transactionOnClient } from '@site/db'
import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import type { MailSender } from '../mail/mail-sender.js'
import {
  backupTrouble,
  type Findings,
  mediaTrouble,
  quoteFilesTrouble,
  quoteMailTrouble,
} from './alert-conditions.js'
import { type AlertMailSettings, alertMail, allClearMail } from './alert-mail.js'
import { diskTrouble, diskUse, type WatchedFolder } from './disk-space.js'

/** At most one alert mail of a kind in this time, however long the trouble lasts. */
export const MAIL_EVERY_MS = 6 * 60 * 60 * 1000

/** One number for PostgreSQL's advisory lock: one check at a time across every replica. */
const CHECK_LOCK = 580_058

export interface AlertCheckServices {
  pool: pg.Pool
  mailer: MailSender
  mail: AlertMailSettings
  /** The folders whose disks are watched (DATA_DIR, BACKUP_DIR). */
  folders: WatchedFolder[]
  log: FastifyBaseLogger
}

export interface AlertCheckOutcome {
  /** False when another replica was checking at that moment (it mails what is due). */
  ran: boolean
  mailed: number
}

/**
 * Looks at each kind of trouble, opens and ends the owner's alerts (table `alerts`), and mails
 * what is due: an alert when one opens or 6 hours after its last mail, an all-clear when one that
 * was mailed is over, and, when the relay refused one, the same mail again at the next check.
 * It runs in one transaction holding an advisory lock, mails included: a replica that checks at
 * the same moment finds the lock taken and leaves it, one that checks later sees what was sent.
 */
export async function checkAlerts(
  services: AlertCheckServices,
  now: Date = new Date(),
): Promise<AlertCheckOutcome> {
  const log = services.log.child({ job: 'owner-alerts' })
  return transactionOnClient(services.pool, async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${CHECK_LOCK}) as locked`,
    )
    if (!rows[0]?.locked) return { ran: false, mailed: 0 }

    const findings = await findTrouble(tx, services.folders, now)
    const known = new Map((await tx.select().from(alerts).for('update')).map((r) => [r.kind, r]))
    let mailed = 0
    for (const kind of alertKinds) {
      const trouble = findings[kind]
      let row = known.get(kind)
      if (trouble) {
        if (!row || row.endedAt) {
          const opened = {
            kind,
            title: trouble.title,
            detail: trouble.detail,
            since: trouble.since ?? now,
            endedAt: null,
            ownerTold: false,
            allClearMailedAt: null,
            mailError: null,
            checkedAt: now,
          }
          ;[row] = await tx
            .insert(alerts)
            .values(opened)
            .onConflictDoUpdate({ target: alerts.kind, set: opened })
            .returning()
          log.warn({ alert: kind, detail: trouble.detail }, `alert: ${trouble.title}`)
        } else {
          ;[row] = await tx
            .update(alerts)
            .set({ title: trouble.title, detail: trouble.detail, checkedAt: now })
            .where(eq(alerts.kind, kind))
            .returning()
        }
      } else if (row && !row.endedAt) {
        ;[row] = await tx
          .update(alerts)
          .set({ endedAt: now, checkedAt: now })
          .where(eq(alerts.kind, kind))
          .returning()
        log.info({ alert: kind }, `alert over: ${row?.title}`)
      }
      if (!row) continue
      // An episode is mailed even when it ended before a mail could go out (the relay was the
      // trouble): the owner learns of it, then of its end.
      if (isAlertMailDue(row, now)) {
        const reminder = row.ownerTold
        if (await send(tx, services, row, alertMail(services.mail, row, reminder), log)) {
          mailed += 1
          ;[row] = await tx
            .update(alerts)
            .set({ lastMailedAt: now, ownerTold: true })
            .where(eq(alerts.kind, kind))
            .returning()
        }
      }
      // An episode the owner was mailed about ends with one all-clear, tried until it goes out.
      if (row?.endedAt && row.ownerTold && !row.allClearMailedAt) {
        const ended = { ...row, endedAt: row.endedAt }
        if (await send(tx, services, row, allClearMail(services.mail, ended), log)) {
          mailed += 1
          await tx.update(alerts).set({ allClearMailedAt: now }).where(eq(alerts.kind, kind))
        }
      }
    }
    return { ran: true, mailed }
  })
}

/**
 * An open alert: when none of its kind was mailed for 6 hours. An ended one: when the owner was
 * never told of it (and no all-clear settled it), under the same 6 hours.
 */
function isAlertMailDue(row: AlertRow, now: Date): boolean {
  const rested = !row.lastMailedAt || now.getTime() - row.lastMailedAt.getTime() >= MAIL_EVERY_MS
  if (!rested) return false
  return !row.endedAt || (!row.ownerTold && !row.allClearMailedAt)
}

async function findTrouble(db: Database, folders: WatchedFolder[], now: Date): Promise<Findings> {
  return {
    'quote-mail': await quoteMailTrouble(db, now),
    'quote-files-budget': await quoteFilesTrouble(db),
    backup: await backupTrouble(db, now),
    'disk-space': diskTrouble(await diskUse(folders)),
    'media-processing': await mediaTrouble(db),
  }
}

/** Sends one mail; an error is kept on the row (the portal shows it) and logged, not thrown. */
async function send(
  tx: Database,
  services: AlertCheckServices,
  row: AlertRow,
  message: Parameters<MailSender['send']>[0],
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    await services.mailer.send(message)
    await tx.update(alerts).set({ mailError: null }).where(eq(alerts.kind, row.kind))
    log.info({ alert: row.kind, to: services.mail.to }, `alert mail sent: ${message.subject}`)
    return true
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await tx
      .update(alerts)
      .set({ mailError: reason.slice(0, 500) })
      .where(eq(alerts.kind, row.kind))
    log.warn(
      { alert: row.kind, err: error },
      `alert mail could not be sent (tried again at the next check): ${row.title}`,
    )
    return false
  }
}
