import type { StaffChange, StaffInvite, StaffMember } from '@site/contract/staff'
import { type Database, passkeys, staffAccounts, type Transaction } from '@site/db'
import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm'
import { personName, personNameOrder } from '../account/staff-names.js'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import { endSessionsOf } from '../staff-auth/admin-sessions.js'

/** Who does a change, and from where (for the security log). */
export interface StaffActor {
  id: string
  name: string
  address: string
}

const personColumns = {
  id: staffAccounts.id,
  username: staffAccounts.username,
  displayName: staffAccounts.displayName,
  email: staffAccounts.email,
  role: staffAccounts.role,
  invitedAt: staffAccounts.invitedAt,
  lockedAt: staffAccounts.lockedAt,
  createdAt: staffAccounts.createdAt,
  twoStep:
    sql<boolean>`(${staffAccounts.totpEnabledAt} is not null or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${staffAccounts.id}))`.mapWith(
      Boolean,
    ),
}

type PersonRow = {
  id: string
  username: string
  displayName: string | null
  email: string | null
  role: StaffMember['role']
  invitedAt: Date | null
  lockedAt: Date | null
  createdAt: Date
  twoStep: boolean
}

function toMember(row: PersonRow): StaffMember {
  return {
    id: row.id,
    name: personName(row),
    username: row.username,
    email: row.email,
    role: row.role,
    state: row.invitedAt ? 'invited' : row.lockedAt ? 'locked' : 'active',
    twoStep: row.twoStep,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Everyone with an account: owners first, then by name. */
export async function listStaff(db: Database | Transaction): Promise<StaffMember[]> {
  const rows = await db
    .select(personColumns)
    .from(staffAccounts)
    .orderBy(desc(staffAccounts.role), asc(personNameOrder))
  return rows.map(toMember)
}

export async function findStaff(
  db: Database | Transaction,
  id: string,
): Promise<StaffMember | undefined> {
  const [row] = await db.select(personColumns).from(staffAccounts).where(eq(staffAccounts.id, id))
  return row && toMember(row)
}

/** Whether an account already uses `email` as its address or its username. */
async function emailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(or(eq(staffAccounts.email, email), eq(sql`lower(${staffAccounts.username})`, email)))
    .limit(1)
  return row !== undefined
}

/**
 * Makes the account of an invited person (username: their e-mail address, no password yet).
 * The caller issues the invite token and sends the mail.
 */
export async function addInvitedPerson(
  db: Database,
  invite: StaffInvite,
  actor: StaffActor,
): Promise<StaffMember | 'email-taken'> {
  if (await emailTaken(db, invite.email)) return 'email-taken'
  try {
    return await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(staffAccounts)
        .values({
          username: invite.email,
          email: invite.email,
          displayName: invite.name,
          role: invite.role,
          invitedAt: sql`now()`,
        })
        .returning({ id: staffAccounts.id })
      if (!made) throw new Error('the invited account was not saved')
      await recordSecurityEvent(tx, {
        kind: 'invite-sent',
        actor,
        subject: { id: made.id, name: invite.name },
        address: actor.address,
        detail: { role: invite.role, email: invite.email },
      })
      const person = await findStaff(tx, made.id)
      if (!person) throw new Error('the invited account was not found')
      return person
    })
  } catch (error) {
    // Two invites for one address at once: the unique constraint lets one in.
    if (isUniqueViolation(error)) return 'email-taken'
    throw error
  }
}

/** Removes an invited account again (its invite token goes with it): a withdrawn invite. */
export async function withdrawInvite(
  db: Database,
  id: string,
  actor: StaffActor | undefined,
): Promise<'ok' | 'not-found' | 'not-invited'> {
  return db.transaction(async (tx) => {
    const person = await findStaff(tx, id)
    if (!person) return 'not-found'
    if (person.state !== 'invited') return 'not-invited'
    // Recorded first: the entry refers to the account's row, which then goes (the name stays).
    if (actor) {
      await recordSecurityEvent(tx, {
        kind: 'invite-withdrawn',
        actor,
        subject: { id, name: person.name },
        address: actor.address,
      })
    }
    await tx
      .delete(staffAccounts)
      .where(and(eq(staffAccounts.id, id), isNotNull(staffAccounts.invitedAt)))
    return 'ok'
  })
}

export type StaffChangeOutcome = StaffMember | 'not-found' | 'last-owner'

/**
 * Changes a person's role or lock. Demoting or locking an owner first locks every owner row who
 * can sign in (FOR UPDATE) and refuses when that would leave none: two owners demoting each
 * other at once are serialised, and the second sees only one owner left.
 */
export async function changeStaff(
  db: Database,
  id: string,
  change: StaffChange,
  actor: StaffActor,
): Promise<StaffChangeOutcome> {
  return db.transaction(async (tx) => {
    const person = await findStaff(tx, id)
    if (!person) return 'not-found'
    const demoting = change.role === 'office' && person.role === 'owner'
    const locking = change.locked === true && person.state !== 'locked'
    if ((demoting || locking) && !(await anotherOwnerRemains(tx, id))) return 'last-owner'

    const subject = { id, name: person.name }
    if (change.role !== undefined && change.role !== person.role) {
      await tx
        .update(staffAccounts)
        .set({ role: change.role, updatedAt: sql`now()` })
        .where(eq(staffAccounts.id, id))
      await recordSecurityEvent(tx, {
        kind: 'role-changed',
        actor,
        subject,
        address: actor.address,
        detail: { from: person.role, to: change.role },
      })
    }
    if (change.locked !== undefined && change.locked !== (person.state === 'locked')) {
      await tx
        .update(staffAccounts)
        .set({ lockedAt: change.locked ? sql`now()` : null, updatedAt: sql`now()` })
        .where(eq(staffAccounts.id, id))
      // A locked person is signed out at once, wherever they are.
      if (change.locked) await endSessionsOf(tx, id)
      await recordSecurityEvent(tx, {
        kind: change.locked ? 'account-locked' : 'account-unlocked',
        actor,
        subject,
        address: actor.address,
      })
    }
    return (await findStaff(tx, id)) ?? 'not-found'
  })
}

/** Removes an account; its sessions, tokens and passkeys go with it (cascade). */
export async function removeStaff(
  db: Database,
  id: string,
  actor: StaffActor,
): Promise<'ok' | 'not-found' | 'last-owner'> {
  return db.transaction(async (tx) => {
    const person = await findStaff(tx, id)
    if (!person) return 'not-found'
    if (person.role === 'owner' && !(await anotherOwnerRemains(tx, id))) return 'last-owner'
    // Recorded first: the entry keeps the names when the account's row is gone.
    await recordSecurityEvent(tx, {
      kind: 'account-removed',
      actor,
      subject: { id, name: person.name },
      address: actor.address,
      detail: { role: person.role },
    })
    await tx.delete(staffAccounts).where(eq(staffAccounts.id, id))
    return 'ok'
  })
}

/**
 * Whether an owner other than `id` can sign in (accepted their invite, not locked). Locks the
 * rows of every such owner until the transaction ends.
 */
async function anotherOwnerRemains(tx: Transaction, id: string): Promise<boolean> {
  const owners = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.role, 'owner'),
        isNull(staffAccounts.lockedAt),
        isNull(staffAccounts.invitedAt),
      ),
    )
    .orderBy(asc(staffAccounts.id))
    .for('update')
  return owners.some((owner) => owner.id !== id)
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: string }).code === '23505') return true
  }
  return false
}
