import { resumableUploads } from '@site/db'
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { resumableUploadPrefix, uploadIdOfResumableKey } from '../../../storage/object-keys.js'
import type { UploadServices } from '../media-upload.js'

type Services = Pick<UploadServices, 'db' | 'storage'>

/**
 * Removes an upload and every byte stored for it. The objects are listed by prefix rather than
 * read from the row, so a part a racing request stored but could not record goes too.
 */
export async function removeResumableUpload(services: Services, id: string): Promise<void> {
  await services.db.delete(resumableUploads).where(eq(resumableUploads.id, id))
  await removeStoredBytes(services, [id])
}

/**
 * The tus expiration sweep: uploads begun more than `lifetimeMs` ago that never received all
 * their bytes are removed with their bytes, and so are the records of finished ones (their media
 * item stays). An upload whose bytes all arrived is kept until it is finished: accepted data is
 * never dropped. Bytes whose upload has no record any more (an account removed, a crash between
 * the two deletions) go too. Returns how many uploads were removed.
 */
export async function sweepExpiredUploads(services: Services, lifetimeMs: number): Promise<number> {
  const expired = await services.db
    .delete(resumableUploads)
    .where(
      and(
        lt(resumableUploads.createdAt, sql`now() - make_interval(secs => ${lifetimeMs / 1000})`),
        or(
          isNotNull(resumableUploads.finishedAt),
          lt(resumableUploads.receivedBytes, resumableUploads.size),
        ),
        or(
          isNull(resumableUploads.finishingUntil),
          lt(resumableUploads.finishingUntil, sql`now()`),
        ),
      ),
    )
    .returning({ id: resumableUploads.id })

  const storedIds = new Set<string>()
  for (const key of await services.storage.listObjectKeys('resumable/')) {
    const id = uploadIdOfResumableKey(key)
    if (id) storedIds.add(id)
  }
  const candidates = [...storedIds]
  const known = candidates.length
    ? await services.db
        .select({ id: resumableUploads.id })
        .from(resumableUploads)
        .where(inArray(resumableUploads.id, candidates))
    : []
  const knownIds = new Set(known.map((row) => row.id))
  await removeStoredBytes(
    services,
    candidates.filter((id) => !knownIds.has(id)),
  )
  return expired.length
}

/** Removes every object stored for these uploads (listed by prefix). */
export async function removeStoredBytes(
  services: Pick<Services, 'storage'>,
  ids: readonly string[],
): Promise<void> {
  for (const id of ids) {
    await services.storage.removeObjects(
      await services.storage.listObjectKeys(resumableUploadPrefix(id)),
    )
  }
}
