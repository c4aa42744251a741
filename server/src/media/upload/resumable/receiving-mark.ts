import { resumableUploads } from '@site/db'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { UploadServices } from '../media-upload.js'

/** How long a resuming client waits at most for a request still storing bytes of its upload. */
export const RECEIVING_WAIT_MS = 5000
export const RECEIVING_POLL_MS = 100
/** A request storing bytes pushes its mark this far ahead, every third of it. */
const MARK_SECONDS = 6

/** True while a request is storing bytes of the upload (a column for selects). */
export const isReceiving = sql<boolean>`coalesce(${resumableUploads.receivingUntil} > now(), false)`

/**
 * Tells other requests, on any process, that bytes of this upload are being stored, until
 * `stop()`. The mark runs out by itself if this process dies.
 */
export async function markReceiving(
  services: Pick<UploadServices, 'db' | 'log'>,
  uploadId: string,
) {
  const mark = (until: SQL | null) =>
    services.db
      .update(resumableUploads)
      .set({ receivingUntil: until })
      .where(eq(resumableUploads.id, uploadId))
      .then(
        () => {},
        (error: unknown) => services.log.warn({ err: error }, 'could not mark a resumable upload'),
      )
  const ahead = () => sql`now() + make_interval(secs => ${MARK_SECONDS})`
  await mark(ahead())
  const timer = setInterval(() => void mark(ahead()), (MARK_SECONDS * 1000) / 3)
  return {
    async stop() {
      clearInterval(timer)
      await mark(null)
    },
  }
}
