import fp from 'fastify-plugin'
import {
  CATALOGUE_VERSION_CHANNEL,
  CatalogueVersion,
  readCatalogueVersion,
} from '../media/catalogue/catalogue-version.js'
import { keepListening } from '../shared/listening-connection.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The content version the public lists and pages are kept by (decision 069). */
    catalogueVersion: CatalogueVersion
  }
}

/**
 * The catalogue version, heard on a listening connection of this process's own once the
 * migrations have run (they create the channel's trigger); read per request while that connection
 * is down, and read again each time it is back (decision 069).
 */
export default fp(
  async (app, options: { databaseUrl: string }) => {
    const version = new CatalogueVersion(() => readCatalogueVersion(app.pool))
    app.decorate('catalogueVersion', version)
    // Every connection of the pool listens too (plugins/database.ts): PostgreSQL hands a session
    // its own notification before the commit's response, so a change made through this process
    // (the API's own writes, a script on its pool) is known here before anyone hears it is done.
    app.pool.on('connect', (client) => {
      client.on('notification', (message) => {
        if (message.channel === CATALOGUE_VERSION_CHANNEL) version.heard(message.payload ?? '')
      })
    })

    let listening: { close(): Promise<void> } | undefined
    let closing = false
    app.addHook('onReady', async () => {
      void app.readiness.whenReady().then(() => {
        if (closing) return
        listening = keepListening({
          databaseUrl: options.databaseUrl,
          channel: CATALOGUE_VERSION_CHANNEL,
          onNotification: (payload) => version.heard(payload),
          onListening: () => version.listening(),
          onLost: (error) => {
            version.lost()
            if (error) {
              app.log.warn(
                { err: error },
                'catalogue changes unheard: the catalogue version is read per request until the connection is back',
              )
            }
          },
        })
      })
    })
    app.addHook('onClose', async () => {
      closing = true
      version.lost()
      await listening?.close()
    })
  },
  { name: 'catalogue-version', dependencies: ['database', 'readiness'] },
)
