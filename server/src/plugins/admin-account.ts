import fp from 'fastify-plugin'
import { ensureAdminAccount } from '../admin-auth/admin-accounts.js'

export interface AdminAccountOptions {
  username: string
  password?: string
  /** Generate a password when none is configured and the account does not exist yet. */
  generateWhenMissing?: boolean
  /** Receives a generated password, the only time it exists in clear text. */
  onGeneratedPassword?: (username: string, password: string) => void
}

/** Creates or updates the configured admin account once the database is migrated. */
export default fp(
  async (app, options: AdminAccountOptions) => {
    app.readiness.addStartupTask('admin account', async () => {
      const result = await ensureAdminAccount(app.db, {
        username: options.username,
        password: options.password,
        generateWhenMissing: options.generateWhenMissing ?? false,
      })
      if (result.outcome === 'generated') {
        options.onGeneratedPassword?.(options.username, result.password)
      } else if (result.outcome === 'missing') {
        app.log.warn(
          `no admin account "${options.username}" exists: set ADMIN_PASSWORD to create it`,
        )
      } else if (result.outcome !== 'unchanged') {
        app.log.info(`admin account "${options.username}" ${result.outcome}`)
      }
    })
  },
  { name: 'admin-account', dependencies: ['database', 'readiness'] },
)
