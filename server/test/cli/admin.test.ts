import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAdminAccount } from '../../src/admin-auth/admin-accounts.js'
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

describe('npm run admin -- set-password', () => {
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

  const login = (password: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password },
    })
  const sessions = async () => (await sql.query('select 1 from admin_sessions')).rowCount

  it('changes the password read from standard input and logs out the sessions', async () => {
    await loginAsAdmin(testApp)
    expect(await sessions()).toBe(1)
    const result = await runCli(['set-password', 'admin'], 'a-brand-new-password\n', env)
    expect(result.output).toContain('Changed the password of "admin"')
    expect(result.code).toBe(0)
    expect(await sessions()).toBe(0)
    expect((await login(testAdmin.password)).statusCode).toBe(401)
    expect((await login('a-brand-new-password')).statusCode).toBe(200)
  })

  it('creates an account that does not exist', async () => {
    const result = await runCli(['set-password', 'office'], 'office-password-1\n', env)
    expect(result.code).toBe(0)
    expect(result.output).toContain('Created the admin account "office"')
  })

  it.each([
    ['a short password', ['set-password', 'admin'], 'short\n', 1, /at least 12 characters/],
    ['no password', ['set-password', 'admin'], '', 1, /at least 12 characters/],
    ['no username', ['set-password'], 'long-enough-password\n', 2, /Usage/],
    ['an unknown command', ['delete', 'admin'], '', 2, /Usage/],
    ['a bad username', ['set-password', '../x'], 'long-enough-password\n', 2, /1-64 letters/],
  ])('refuses %s and changes nothing', async (_name, args, input, code, message) => {
    const before = (await sql.query('select username, password_hash from admin_users order by 1'))
      .rows
    const result = await runCli(args, input, env)
    expect(result.code).toBe(code)
    expect(result.output).toMatch(message)
    expect(
      (await sql.query('select username, password_hash from admin_users order by 1')).rows,
    ).toEqual(before)
  })

  it('a changed ADMIN_PASSWORD at start-up also logs out the old sessions', async () => {
    await sql.query('delete from rate_limits')
    await ensureAdminAccount(testApp.app.db, {
      username: 'admin',
      password: testAdmin.password,
      generateWhenMissing: false,
    })
    await loginAsAdmin(testApp)
    const same = await ensureAdminAccount(testApp.app.db, {
      username: 'admin',
      password: testAdmin.password,
      generateWhenMissing: false,
    })
    expect(same.outcome).toBe('unchanged')
    expect(await sessions()).toBe(1)
    const changed = await ensureAdminAccount(testApp.app.db, {
      username: 'admin',
      password: 'another-password-1',
      generateWhenMissing: false,
    })
    expect(changed.outcome).toBe('updated')
    expect(await sessions()).toBe(0)
  })
})
