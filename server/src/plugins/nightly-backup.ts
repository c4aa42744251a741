import fp from 'fastify-plugin'
import { appVersion } from '../app-version.js'
import {
  type BackupRunOutcome,
  type BackupSettings,
  runNightlyBackup,
} from '../backup/nightly-backup.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The nightly backup (BACKUP_* settings); periodic-work.ts schedules it. */
    nightlyBackup: {
      /** Its cron (UTC), BACKUP_SCHEDULE. */
      schedule: string
      /** One backup now, as the schedule runs it. */
      run(now?: Date): Promise<BackupRunOutcome>
    }
  }
}

export default fp(
  async (app, settings: BackupSettings) => {
    app.decorate('nightlyBackup', {
      schedule: settings.schedule,
      run: async (now?: Date) =>
        runNightlyBackup(
          {
            db: app.db,
            pool: app.pool,
            storage: app.storage,
            log: app.log,
            appVersion: await appVersion(),
          },
          settings,
          now,
        ),
    })
  },
  { name: 'nightly-backup', dependencies: ['database', 'storage'] },
)
