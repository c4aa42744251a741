import fp from 'fastify-plugin'
import { type AlertCheckOutcome, checkAlerts } from '../alerts/alert-check.js'
import type { AlertMailSettings } from '../alerts/alert-mail.js'
import type { WatchedFolder } from '../alerts/disk-space.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The owner's alerts (decision 058); periodic-work.ts runs the check. */
    ownerAlerts: {
      /** Opens, ends and mails alerts as of `now` (tests move the clock with it). */
      check(now?: Date): Promise<AlertCheckOutcome>
    }
  }
}

export interface OwnerAlertOptions {
  mail: AlertMailSettings
  /** DATA_DIR and BACKUP_DIR: the disks measured (the embedded object store is in DATA_DIR). */
  folders: WatchedFolder[]
}

export default fp(
  async (app, options: OwnerAlertOptions) => {
    app.decorate('ownerAlerts', {
      check: (now?: Date) =>
        checkAlerts(
          {
            pool: app.pool,
            mailer: app.mailer,
            mail: options.mail,
            folders: options.folders,
            log: app.log,
          },
          now,
        ),
    })
  },
  { name: 'owner-alerts', dependencies: ['database', 'mailer'] },
)
