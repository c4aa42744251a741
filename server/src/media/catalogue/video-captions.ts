import { captionMessages, captionRules } from '@site/contract/captions'
import type { AdminMediaItem } from '@site/contract/media-admin'
import { type Database, media } from '@site/db'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import webvtt from 'webvtt-parser'
import { newCaptionsKey } from '../../storage/object-keys.js'
import type { ObjectStore } from '../../storage/object-store.js'
import { toAdminMediaItem } from './media-item-admin.js'

export interface CaptionServices {
  db: Database
  storage: ObjectStore
  log: FastifyBaseLogger
}

export type CaptionOutcome = AdminMediaItem | 'not-found' | 'not-a-video'

/**
 * Why `bytes` cannot be a video's captions, or null when they can: at most the size limit, UTF-8
 * text without U+0000, valid WebVTT by the W3C validator's parser (webvtt-parser), with at least
 * one cue. Browsers ignore a track they cannot parse, so a bad file would fail silently.
 */
export function captionProblem(bytes: Buffer): string | null {
  if (bytes.length > captionRules.maxBytes) return captionMessages.tooLarge
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return captionMessages.notText
  }
  if (text.includes('\u0000')) return captionMessages.notText
  const { cues, errors } = new webvtt.WebVTTParser().parse(text, 'captions')
  const [first] = errors
  if (first) return captionMessages.notWebVtt(`line ${first.line}: ${first.message}`)
  return cues.length === 0 ? captionMessages.noCues : null
}

/**
 * Stores checked captions under a new key and points the video at them; the file they replace
 * is removed after the row no longer names it.
 */
export async function attachCaptions(
  services: CaptionServices,
  id: string,
  bytes: Buffer,
): Promise<CaptionOutcome> {
  const [row] = await services.db.select().from(media).where(eq(media.id, id))
  if (!row) return 'not-found'
  if (row.fileType !== 'video') return 'not-a-video'
  const key = newCaptionsKey(id)
  await services.storage.writeObject(key, bytes, bytes.length, 'text/vtt; charset=utf-8')
  const outcome = await setCaptionsKey(services, id, key)
  if (outcome === 'not-found') await removeQuietly(services, key)
  return outcome
}

/** Removes a video's captions (nothing to remove is fine). */
export function removeCaptions(services: CaptionServices, id: string): Promise<CaptionOutcome> {
  return setCaptionsKey(services, id, null)
}

async function setCaptionsKey(
  services: CaptionServices,
  id: string,
  key: string | null,
): Promise<CaptionOutcome> {
  const changed = await services.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(media).where(eq(media.id, id)).for('update')
    if (!locked) return 'not-found' as const
    if (locked.fileType !== 'video') return 'not-a-video' as const
    const [row] = await tx
      .update(media)
      .set({ captionsKey: key })
      .where(eq(media.id, id))
      .returning()
    return { row, replaced: locked.captionsKey }
  })
  if (typeof changed === 'string') return changed
  if (changed.replaced) await removeQuietly(services, changed.replaced)
  if (!changed.row) return 'not-found'
  return toAdminMediaItem(changed.row)
}

/** A file no row names any more is only wasted space: a failure to remove it is logged. */
async function removeQuietly(services: CaptionServices, key: string) {
  try {
    await services.storage.removeObjects([key])
  } catch (error) {
    services.log.warn(
      { err: error, key },
      'old captions were left in the store; remove them by hand',
    )
  }
}
