import { type Database, type MediaDerivative, media } from '@site/db'
import { and, count, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { derivedKey } from '../../storage/object-keys.js'
import type { ObjectStore } from '../../storage/object-store.js'
import { writeDerivedFile } from './derived-file.js'
import { POSTER_COPY_WIDTHS, stillFrameCopies } from './video-derivatives.js'

/** At most this many videos a run: addAllMissingStillFrameCopies runs again until none is left. */
const VIDEOS_PER_RUN = 200

const narrowest = Math.min(...POSTER_COPY_WIDTHS)

/** A ready video whose poster is wider than a card's copy but which has no copies of it. */
const lacksCopies = and(
  eq(media.fileType, 'video'),
  eq(media.status, 'ready'),
  sql`jsonb_path_exists(${media.derivatives}, '$[*] ? (@.kind == "poster" && @.width > $w)', jsonb_build_object('w', ${narrowest}::int))`,
  sql`not ${media.derivatives} @> ${JSON.stringify([{ kind: `w${narrowest}` }])}::jsonb`,
)

/**
 * Videos processed before cards drew their still frame at the card's width (decision 042) have
 * only the 1,280 px poster: the 400 and 800 px copies are made from it, so their cards need not
 * fetch it. A video whose poster cannot be read is left as it is (its card uses the poster) and
 * tried again next run. Returns how many videos got copies.
 */
export async function addMissingStillFrameCopies(services: {
  db: Database
  storage: ObjectStore
  log: FastifyBaseLogger
}): Promise<number> {
  const { db, storage, log } = services
  const rows = await db
    .select({ id: media.id, derivatives: media.derivatives })
    .from(media)
    .where(lacksCopies)
    .limit(VIDEOS_PER_RUN)
  let done = 0
  for (const row of rows) {
    const poster = row.derivatives.find((d) => d.kind === 'poster')
    if (!poster) continue
    const written: string[] = []
    try {
      const copies = await stillFrameCopies(await storage.readObjectBytes(poster.key), poster.width)
      const stored: MediaDerivative[] = []
      for (const file of copies) {
        const key = derivedKey(row.id, file.name)
        written.push(key)
        const size = await writeDerivedFile(storage, key, file)
        const { kind, contentType, width, height } = file
        stored.push({ kind, key, contentType, width, height, size })
      }
      const [updated] = await db
        .update(media)
        .set({ derivatives: sql`${media.derivatives} || ${JSON.stringify(stored)}::jsonb` })
        .where(and(eq(media.id, row.id), lacksCopies))
        .returning({ id: media.id })
      if (updated) done++
      // Deleted meanwhile: its files were removed, these too. (Another process that made the
      // same copies first wrote the same bytes under the same keys: they stay.)
      else if (!(await stillExists(db, row.id))) await storage.removeObjects(written)
    } catch (error) {
      log.warn({ err: error, mediaId: row.id }, 'no card copies could be made of a video poster')
    }
  }
  return done
}

/**
 * Runs addMissingStillFrameCopies until a run adds none (a one-time fix, periodic-work.ts): then
 * `left` counts the videos still without copies, whose posters could not be read.
 */
export async function addAllMissingStillFrameCopies(
  services: Parameters<typeof addMissingStillFrameCopies>[0],
): Promise<{ fixed: number; left: number }> {
  let fixed = 0
  for (;;) {
    const added = await addMissingStillFrameCopies(services)
    if (added === 0) break
    fixed += added
  }
  const [row] = await services.db.select({ left: count() }).from(media).where(lacksCopies)
  return { fixed, left: row?.left ?? 0 }
}

async function stillExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id))
  return row !== undefined
}
