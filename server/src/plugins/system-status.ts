import type { SystemStatus } from '@site/contract/system-status'
import fp from 'fastify-plugin'
import { appVersion } from '../app-version.js'
import type { BackupSettings } from '../backup/nightly-backup.js'
import { createSiteMetrics, type SiteMetrics } from '../system/site-metrics.js'
import { readSystemStatus } from '../system/system-status.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The System page's figures, and /metrics (decision 059). */
    systemStatus: {
      read(): Promise<SystemStatus>
      /** Null without METRICS_TOKEN: /metrics is then not served at all. */
      metrics: { token: string; registry: SiteMetrics } | null
    }
  }
}

export interface SystemStatusOptions {
  backup: BackupSettings
  dataDir: string
  metricsToken: string | undefined
}

export default fp(
  async (app, options: SystemStatusOptions) => {
    const version = await appVersion()
    const read = () =>
      readSystemStatus({
        pool: app.pool,
        storage: app.storage,
        mailer: app.mailer,
        version,
        backup: options.backup,
        dataDir: options.dataDir,
      })
    app.decorate('systemStatus', {
      read,
      metrics: options.metricsToken
        ? { token: options.metricsToken, registry: createSiteMetrics(read) }
        : null,
    })
  },
  { name: 'system-status', dependencies: ['database', 'storage', 'mailer'] },
)
