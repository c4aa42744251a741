import { createHash, randomInt } from 'node:crypto'
import { type Database, recoveryCodes, type Transaction } from '@site/db'
import { and, count, eq, isNull } from 'drizzle-orm'

const HOW_MANY = 10
// No 0/O, 1/I/L: read off paper and typed on a phone.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A code as the person writes it down: `XXXXX-XXXXX` (about 49 bits). */
function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** Random codes need no slow hash: SHA-256 of the normalised code. */
function hashCode(code: string): string {
  const normal = code.toUpperCase().replace(/[^A-Z0-9]/g, '')
  return createHash('sha256').update(normal).digest('hex')
}

/** Replaces the person's recovery codes with 10 new ones; returns them (shown once). */
export async function replaceRecoveryCodes(tx: Transaction, userId: string): Promise<string[]> {
  const codes = Array.from({ length: HOW_MANY }, newCode)
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })))
  return codes
}

export async function deleteRecoveryCodes(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
}

/** Uses one code; false when it is not one of the person's unused codes. One statement: used once. */
export async function useRecoveryCode(
  db: Database,
  userId: string,
  code: string,
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id })
  return used.length > 0
}

export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return row?.left ?? 0
}
