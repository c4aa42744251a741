import { connectDatabase } from '@site/db'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { describe, expect, it } from 'vitest'
import { hashPassword } from '../../src/staff-auth/passwords.js'
import { hashSessionToken, newSessionToken } from '../../src/staff-auth/session-tokens.js'
import { cleanupsAfterAll } from '../support/cleanups.js'
import { buildTestApp, createTestDatabase } from '../support/test-app.js'
import { migrationsBefore } from './migration-folders.js'

/**
 * An install of the release before staff accounts (migrations up to 0023) keeps its account as
 * an owner, its password and its open session; ADMIN_PASSWORD, set to something else, changes
 * nothing on an existing account (decision 062).
 */
describe('upgrading an install of today to staff accounts', () => {
  const cleanups = cleanupsAfterAll()

  it('keeps the account (an owner), its password and its sessions', async () => {
    const databaseUrl = await createTestDatabase()
    const { db, pool } = connectDatabase(databaseUrl, () => {})
    cleanups.push(() => pool.end())
    await migrate(db, { migrationsFolder: await migrationsBefore('0024_staff_accounts', cleanups) })

    const password = 'the-password-chosen-back-then'
    const token = newSessionToken()
    await pool.query('insert into admin_users (username, password_hash) values ($1, $2)', [
      'admin',
      await hashPassword(password),
    ])
    await pool.query(
      `insert into admin_sessions (token_hash, user_id, expires_at)
       select $1, id, now() + interval '1 day' from admin_users`,
      [hashSessionToken(token, undefined)],
    )

    // The operator's .env still says ADMIN_PASSWORD, with another value than the one in use.
    const testApp = await buildTestApp({
      env: { DATABASE_URL: databaseUrl, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'env-password-9' },
    })
    cleanups.push(() => testApp.close())
    const session = await testApp.app.inject({
      url: '/api/auth/session',
      headers: { cookie: `admin_session=${token}` },
    })
    expect(session.json()).toEqual({
      authenticated: true,
      username: 'admin',
      name: 'admin',
      role: 'owner',
    })
    const login = (with_: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: with_ },
      })
    expect((await login('env-password-9')).statusCode).toBe(401)
    expect((await login(password)).statusCode).toBe(200)
    const accounts = await pool.query('select username, role, email, invited_at from admin_users')
    expect(accounts.rows).toEqual([
      { username: 'admin', role: 'owner', email: null, invited_at: null },
    ])
  })
})
