import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ensureAdminAccount } from '../../src/staff-auth/admin-accounts.js'
import { loginAsAdmin, testAdmin } from '../support/admin-session.js'
import { repoRoot } from '../support/run-entry.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const CLI = `${repoRoot}server/dist/cli/admin.js`

/** Runs the built CLI with `input` piped to it, as an operator would. */
function runCli(args: string[], input: string, env: Record<string, string>) {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`)
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  child.stdin.end(input)
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  )
}

describe('npm run admin -- reset-password, list-staff', () => {
  let testApp: TestApp
  let sql: pg.Client
  let env: Record<string, string>

  beforeAll(async () => {
    testApp = await buildTestApp()
    sql = new pg.Client({ connectionString: testApp.databaseUrl })
    await sql.connect()
    env = { DATABASE_URL: testApp.databaseUrl }
  })
  afterAll(async () => {
    await sql?.end()
    await testApp?.close()
  })
  beforeEach(() => sql.query('delete from rate_limits'))

  const login = (username: string, password: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    })
  const sessions = async () => (await sql.query('select 1 from admin_sessions')).rowCount
  const accounts = async () =>
    (await sql.query('select username, password_hash, invited_at from admin_users order by 1')).rows

  it('sets a new password read from standard input, signs the account out everywhere, logs it', async () => {
    await loginAsAdmin(testApp)
    expect(await sessions()).toBe(1)
    const result = await runCli(['reset-password', 'admin'], 'a-brand-new-password\n', env)
    expect(result.output).toContain('Set a new password for "admin" and signed it out everywhere')
    expect(result.code).toBe(0)
    expect(await sessions()).toBe(0)
    expect((await login('admin', testAdmin.password)).statusCode).toBe(401)
    expect((await login('admin', 'a-brand-new-password')).statusCode).toBe(200)
    const events = await sql.query(
      "select subject_name from security_events where kind = 'password-reset'",
    )
    expect(events.rows).toEqual([{ subject_name: 'admin' }])
  })

  it('finds the account by its e-mail address, in any case', async () => {
    await sql.query("update admin_users set email = 'boss@example.com' where username = 'admin'")
    const result = await runCli(
      ['reset-password', 'Boss@Example.com'],
      'another-new-password\n',
      env,
    )
    expect(result.code).toBe(0)
    expect((await login('admin', 'another-new-password')).statusCode).toBe(200)
  })

  it('lists the accounts with name, e-mail, role and state', async () => {
    await sql.query(
      `insert into admin_users (username, email, display_name, role, invited_at)
       values ('thandi@example.com', 'thandi@example.com', 'Thandi', 'office', now())`,
    )
    const result = await runCli(['list-staff'], '', env)
    expect(result.code).toBe(0)
    expect(result.output).toMatch(/USERNAME\s+NAME\s+E-MAIL\s+ROLE\s+STATE/)
    expect(result.output).toMatch(/admin\s+admin\s+boss@example.com\s+owner\s+active/)
    expect(result.output).toMatch(
      /thandi@example.com\s+Thandi\s+thandi@example.com\s+office\s+invited/,
    )
  })

  it('--help says what each command does', async () => {
    const result = await runCli(['--help'], '', env)
    expect(result.code).toBe(0)
    expect(result.output).toContain('reset-password <username or e-mail>')
    expect(result.output).toContain('signs it out everywhere')
    expect(result.output).toContain('Lists every staff account')
  })

  it.each([
    [
      'an unknown account',
      ['reset-password', 'nobody'],
      'long-enough-password\n',
      1,
      /There is no account "nobody"\. See the accounts with: npm run admin -- list-staff/,
    ],
    [
      'a password of 7 characters',
      ['reset-password', 'admin'],
      'k3#Lm9q\n',
      1,
      /at least 8 characters/,
    ],
    [
      'a common password',
      ['reset-password', 'admin'],
      'password123\n',
      1,
      /one of the most common/,
    ],
    ['no password', ['reset-password', 'admin'], '', 1, /at least 8 characters/],
    ['no name', ['reset-password'], 'long-enough-password\n', 2, /Usage/],
    ['the old set-password', ['set-password', 'admin'], 'long-enough-password\n', 2, /Usage/],
    ['an unknown command', ['delete', 'admin'], '', 2, /Usage/],
  ])('refuses %s and changes nothing', async (_name, args, input, code, message) => {
    const before = await accounts()
    const result = await runCli(args, input, env)
    expect(result.code).toBe(code)
    expect(result.output).toMatch(message)
    expect(await accounts()).toEqual(before)
  })

  it('ADMIN_PASSWORD never overwrites a password, nor ends sessions, once an account exists', async () => {
    await runCli(['reset-password', 'admin'], 'chosen-in-the-portal\n', env)
    await login('admin', 'chosen-in-the-portal')
    expect(await sessions()).toBe(1)
    const outcome = await ensureAdminAccount(testApp.app.db, {
      username: 'admin',
      password: testAdmin.password,
      generateWhenMissing: false,
    })
    expect(outcome.outcome).toBe('unchanged')
    expect(await sessions()).toBe(1)
    expect((await login('admin', 'chosen-in-the-portal')).statusCode).toBe(200)
    // Nor does it add a second account under another ADMIN_USERNAME.
    await ensureAdminAccount(testApp.app.db, {
      username: 'someone-else',
      password: 'their-env-password',
      generateWhenMissing: true,
    })
    expect((await accounts()).map((a) => a.username)).not.toContain('someone-else')
  })

  it('ADMIN_USERNAME and ADMIN_PASSWORD make the first owner when there is no account', async () => {
    await sql.query('delete from admin_users')
    const outcome = await ensureAdminAccount(testApp.app.db, {
      username: 'first',
      password: 'first-owner-password',
      generateWhenMissing: false,
    })
    expect(outcome.outcome).toBe('created')
    const rows = await sql.query('select username, role from admin_users')
    expect(rows.rows).toEqual([{ username: 'first', role: 'owner' }])
    expect((await login('first', 'first-owner-password')).statusCode).toBe(200)
  })
})
