import { type Database, quoteFiles } from '@site/db'
import { inArray } from 'drizzle-orm'
import { quoteRequestIdOfQuoteFileKey } from '../storage/object-keys.js'
import type { ObjectStore } from '../storage/object-store.js'

/**
 * A file under `quote-files/` that no attachment row names, this old, is unclaimed: the form it
 * came with was never stored (the API stopped mid-request), or its request was erased or expired
 * while the store could not be reached. Younger ones may belong to a request being received or
 * processed right now by this or another API process.
 */
export const UNCLAIMED_AFTER_MS = 24 * 60 * 60 * 1000

/** Removes every unclaimed quote file last written before `now - olderThanMs`; returns how many. */
export async function removeUnclaimedQuoteFiles(
  db: Database,
  storage: Pick<ObjectStore, 'listObjectKeys' | 'describeObject' | 'removeObjects'>,
  olderThanMs: number = UNCLAIMED_AFTER_MS,
  now: Date = new Date(),
): Promise<number> {
  const keys = await storage.listObjectKeys('quote-files/')
  if (keys.length === 0) return 0
  const claimed = await claimedKeys(db, keys)
  const cutOff = now.getTime() - olderThanMs
  const unclaimed: string[] = []
  for (const key of keys) {
    if (claimed.has(key)) continue
    const object = await storage.describeObject(key)
    if (object && object.lastModified.getTime() <= cutOff) unclaimed.push(key)
  }
  await storage.removeObjects(unclaimed)
  return unclaimed.length
}

async function claimedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const quoteRequestIds = [
    ...new Set(keys.map(quoteRequestIdOfQuoteFileKey).filter((id): id is string => id !== null)),
  ]
  const rows =
    quoteRequestIds.length === 0
      ? []
      : await db
          .select({
            originalKey: quoteFiles.originalKey,
            viewKey: quoteFiles.viewKey,
            thumbKey: quoteFiles.thumbKey,
          })
          .from(quoteFiles)
          .where(inArray(quoteFiles.inquiryId, quoteRequestIds))
  return new Set(
    rows
      .flatMap((row) => [row.originalKey, row.viewKey, row.thumbKey])
      .filter((key): key is string => key !== null),
  )
}
