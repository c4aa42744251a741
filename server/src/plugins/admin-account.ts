import fp from 'fastify-plugin'
import { ensureAdminAccount } from '../staff-auth/admin-accounts.js'

export interface AdminAccountOptions {
  username: string
  password?: string
  /** Generate a password when none is configured and there is no account yet. */
  generateWhenMissing?: boolean
  /** Receives a generated password, the only time it exists in clear text. */
  onGeneratedPassword?: (username: string, password: string) => void
}

/**
 * Makes the first owner once the database is migrated, when there is no account at all; an
 * existing account and its password are never changed (decision 062).
 */
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
          `no staff account exists: set ADMIN_PASSWORD to create the first owner "${options.username}"`,
        )
      } else if (result.outcome === 'created') {
        app.log.info(`first owner "${options.username}" created`)
      }
    })
  },
  { name: 'admin-account', dependencies: ['database', 'readiness'] },
)
