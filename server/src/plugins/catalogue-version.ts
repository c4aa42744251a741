import fp from 'fastify-plugin'
import {
  CATALOGUE_VERSION_CHANNEL,
  CatalogueVersion,
  readCatalogueVersion,
} from '../media/catalogue/catalogue-version.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The content version the public lists and pages are kept by (decision 069). */
    catalogueVersion: CatalogueVersion
  }
}

/**
 * The catalogue version, heard on the process's listening connection (plugins/notifications.ts)
 * once the migrations have run (they create the channel's trigger); read per request while that connection
 * is down, and read again each time it is back (decision 069).
 */
export default fp(
  async (app) => {
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

    app.notifications.listen(CATALOGUE_VERSION_CHANNEL, {
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
    app.addHook('onClose', async () => {
      version.lost()
    })
  },
  { name: 'catalogue-version', dependencies: ['database', 'notifications'] },
)
