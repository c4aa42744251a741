import { applyMigrations, connectDatabase, type Database } from '@site/db'
import fp from 'fastify-plugin'
import type pg from 'pg'
import { CATALOGUE_VERSION_CHANNEL } from '../media/catalogue/catalogue-version.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    pool: pg.Pool
  }
}

/** The PostgreSQL pool and its Drizzle handle; migrations are applied at start-up. */
export default fp(
  async (app, options: { url: string }) => {
    const { db, pool } = connectDatabase(
      options.url,
      (error) => {
        // pool.end() resolves before its connections have closed: when the database stops right
        // after the API (npm start's Ctrl-C), one still closing hears that it was terminated.
        if (pool.ending) return
        app.log.warn({ err: error }, 'an idle database connection failed')
      },
      // Every connection listens for catalogue changes: PostgreSQL hands a session its own
      // notification before the commit's response, so this process knows its own changes at once
      // (plugins/catalogue-version.ts, decision 069).
      { onConnect: (client) => client.query(`LISTEN ${CATALOGUE_VERSION_CHANNEL}`) },
    )
    app.decorate('db', db)
    app.decorate('pool', pool)
    app.readiness.addStartupTask('database migrations', () => applyMigrations(db))
    app.addHook('onClose', async () => {
      await pool.end()
    })
  },
  { name: 'database', dependencies: ['readiness'] },
)
