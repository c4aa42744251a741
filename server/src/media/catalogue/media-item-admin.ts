import type { AdminMediaItem, MediaChanges } from '@site/contract/media-admin'
import { staffMediaTextFieldNames } from '@site/contract/media-item-fields'
import { textsOf } from '@site/contract/text-fields'
import { type Database, type MediaRow, media } from '@site/db'
import { desc, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { derivedPrefix, mediaUrl } from '../../storage/object-keys.js'
import type { ObjectStore } from '../../storage/object-store.js'
import { describeMedia } from './media-item-catalogue.js'

/** Every item, newest first, whatever its processing status. */
export async function listAdminMediaItems(db: Database): Promise<AdminMediaItem[]> {
  const rows = await db.select().from(media).orderBy(desc(media.createdAt), desc(media.id))
  return rows.map(toAdminMediaItem)
}

/**
 * Changes an item's title, description, alt text or category; null when there is no such item. A
 * category staff chose is theirs from then on, and a title they set no longer needs writing.
 */
export async function updateMediaItem(
  db: Database,
  id: string,
  changes: MediaChanges,
): Promise<AdminMediaItem | null> {
  const [row] = await db
    .update(media)
    .set({
      ...changes,
      ...(changes.category !== undefined && { categorySource: 'staff' as const }),
      ...(changes.title !== undefined && { needsTitle: false }),
    })
    .where(eq(media.id, id))
    .returning()
  return row ? toAdminMediaItem(row) : null
}

export interface DeleteServices {
  db: Database
  storage: ObjectStore
  log: FastifyBaseLogger
}

/**
 * Deletes an item: its row, its original and every file made from it. False when there is no
 * such item.
 *
 * The row goes first and the objects after: a listed item must never point at a missing object,
 * while an object left without a row is only wasted space (logged, to be removed by hand or a
 * sweep). The row is locked for the transaction, so an edit or a processing job's update of the same
 * row waits for the deletion and then finds no row to change.
 */
export async function deleteMediaItem(services: DeleteServices, id: string): Promise<boolean> {
  const row = await services.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(media).where(eq(media.id, id)).for('update')
    if (!locked) return null
    await tx.delete(media).where(eq(media.id, locked.id))
    return locked
  })
  if (!row) return false
  await removeStoredFiles(services, row)
  return true
}

async function removeStoredFiles({ storage, log }: DeleteServices, row: MediaRow): Promise<void> {
  const keys = new Set([row.objectKey, ...row.derivatives.map((derivative) => derivative.key)])
  if (row.captionsKey) keys.add(row.captionsKey)
  try {
    for (const key of await storage.listObjectKeys(derivedPrefix(row.id))) keys.add(key)
    await storage.removeObjects([...keys])
  } catch (error) {
    log.warn(
      { err: error, mediaId: row.id, keys: [...keys] },
      'a deleted media item left objects in the store; remove them by hand',
    )
  }
}

/** Staff see the original wherever processing has not made a display copy (yet). */
export function toAdminMediaItem(row: MediaRow): AdminMediaItem {
  const original = mediaUrl(row.objectKey)
  const display = row.derivatives.find((d) => d.kind === 'display')
  return {
    ...describeMedia(row, display ? mediaUrl(display.key) : original),
    status: row.status,
    failureReason: row.failureReason,
    original,
    categorySource: row.categorySource,
    needsTitle: row.needsTitle,
    ...textsOf(staffMediaTextFieldNames, row),
  }
}
