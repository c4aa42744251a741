import fp from 'fastify-plugin'
import { MediaCache } from '../media/catalogue/media-cache.js'
import { isPublicMediaKey } from '../storage/object-keys.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Public media in memory (decision 043); undefined when `MEDIA_CACHE_MB` is 0. */
    mediaCache: MediaCache | undefined
  }
}

/** PostgreSQL's channel on which an API process tells the others it removed public media. */
const CHANNEL = 'media_objects_removed'
/** The largest object kept: photos' copies, posters and captions fit; videos stream as before. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024
/**
 * How long an entry is served before the store is asked again. Every removal through the site
 * clears the cache at once (below); this bounds what nothing announces (someone with the store's
 * key removing an object in its console, or a second site on the bucket), for one GET a minute
 * per popular file.
 */
const MAX_AGE_MS = 60_000

export interface MediaCacheOptions {
  /** 0 turns the cache off. */
  maxBytes: number
}

/**
 * The media cache, and how every API process on one database keeps it true: whoever removes a
 * public object clears its own and sends a notification on `CHANNEL` after the removal; each
 * process hears it on its listening connection (plugins/notifications.ts) and clears. While that
 * connection is down (PostgreSQL restarting, or not yet up) the cache is neither used nor filled,
 * since a removal could go unheard.
 */
export default fp(
  async (app, options: MediaCacheOptions) => {
    if (options.maxBytes <= 0) {
      app.decorate('mediaCache', undefined)
      return
    }
    const cache = new MediaCache({
      maxBytes: options.maxBytes,
      maxEntryBytes: Math.min(MAX_ENTRY_BYTES, options.maxBytes),
      maxAgeMs: MAX_AGE_MS,
    })
    app.decorate('mediaCache', cache)

    app.storage.onObjectsRemoved(async (keys) => {
      if (!keys.some(isPublicMediaKey)) return
      cache.clear()
      try {
        await app.pool.query('select pg_notify($1, $2)', [CHANNEL, ''])
      } catch (error) {
        app.log.error(
          { err: error },
          'other API processes could not be told that media was removed: they serve it from memory until their database connection is renewed',
        )
      }
    })

    app.notifications.listen(CHANNEL, {
      onNotification: () => cache.clear(),
      onListening: () => {
        cache.listening = true
      },
      onLost: (error) => {
        cache.listening = false
        if (error) app.log.warn({ err: error }, 'media cache off until removals can be heard again')
      },
    })
    app.addHook('onClose', async () => {
      cache.listening = false
    })
  },
  { name: 'media-cache', dependencies: ['database', 'storage', 'notifications'] },
)
