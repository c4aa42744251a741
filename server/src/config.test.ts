import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError, configVariables, loadConfig } from './config.js'

const services = {
  DATABASE_URL: 'postgres://user:secret@db.internal:5432/site',
  S3_ENDPOINT: 'http://storage:9000',
  S3_ACCESS_KEY: 'access',
  S3_SECRET_KEY: 'secret',
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('expected the configuration to be refused')
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(services)
    expect(config.port).toBe(3001)
    expect(config.publicUrl).toBe('http://localhost:3001')
    expect(config.s3).toMatchObject({ bucket: 'media', region: 'us-east-1' })
    expect(config.captcha.provider).toBe('altcha')
    expect(config.trustProxy).toBe(false)
    expect(config.corsOrigins).toEqual([])
  })

  it('treats empty values as unset, as a .env file with `NAME=` means', () => {
    expect(loadConfig({ ...services, PORT: '', SMTP_URL: '' }).port).toBe(3001)
  })

  it.each([
    ['a non-numeric port', { PORT: 'abc' }, /^PORT: /],
    ['a port out of range', { PORT: '70000' }, /^PORT: /],
    ['a bad database URL', { DATABASE_URL: 'not a url' }, /^DATABASE_URL: /],
    [
      'a database URL of another kind',
      { DATABASE_URL: 'mysql://x@y/z' },
      /^DATABASE_URL: .*postgres/,
    ],
    ['a bad public URL', { PUBLIC_URL: 'example.com' }, /^PUBLIC_URL: /],
    [
      'an unknown captcha provider',
      { CAPTCHA_PROVIDER: 'hcaptcha' },
      /^CAPTCHA_PROVIDER: .*altcha/,
    ],
    ['recaptcha without keys', { CAPTCHA_PROVIDER: 'recaptcha' }, /^CAPTCHA_PROVIDER: .*SITE_KEY/],
    ['a bad bucket name', { S3_BUCKET: 'Bad_Bucket' }, /^S3_BUCKET: /],
    ['a short admin password', { ADMIN_PASSWORD: 'short' }, /^ADMIN_PASSWORD: /],
    ['a bad CORS origin', { CORS_ORIGINS: 'https://ok.example, not-an-origin' }, /^CORS_ORIGINS: /],
    ['an SMTP URL of another kind', { SMTP_URL: 'http://mail' }, /^SMTP_URL: /],
    ['an SMTP relay without MAIL_TO', { SMTP_URL: 'smtp://mail.internal:25' }, /^MAIL_TO: /],
    ['an unknown analyser protocol', { ANALYZER_PROTOCOL: 'grpc' }, /^ANALYZER_PROTOCOL: .*openai/],
    [
      'the openai analyser without a model',
      { ANALYZER_PROTOCOL: 'openai', ANALYZER_URL: 'http://localhost:11434/v1' },
      /^ANALYZER_MODEL: /,
    ],
  ])('refuses %s, naming the variable', (_name, override, expected) => {
    const problems = problemsOf({ ...services, ...override })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(expected)
  })

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', CAPTCHA_PROVIDER: 'nope' })
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['CAPTCHA_PROVIDER', 'PORT'])
  })

  it('requires the backing services unless the embedded launcher provides them', () => {
    expect(problemsOf({}).map((p) => p.split(':')[0])).toEqual([
      'DATABASE_URL',
      'S3_ENDPOINT',
      'S3_ACCESS_KEY',
      'S3_SECRET_KEY',
    ])
    expect(loadConfig({}, { requireServices: false }).databaseUrl).toBe('')
  })

  it('reads proxy trust as a flag, a hop count or a list', () => {
    expect(loadConfig({ ...services, TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ ...services, TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ ...services, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ])
  })

  it('speaks the specification’s analyser protocol unless told otherwise', () => {
    expect(loadConfig(services).analyzer.protocol).toBe('site')
    const openai = loadConfig({
      ...services,
      ANALYZER_PROTOCOL: 'openai',
      ANALYZER_URL: 'http://ollama:11434/v1',
      ANALYZER_MODEL: 'qwen2.5vl',
    })
    expect(openai.analyzer).toMatchObject({ protocol: 'openai', model: 'qwen2.5vl' })
  })

  it('backs up nightly at 02:00 SAST into DATA_DIR/backups, keeping 14, unless told otherwise', () => {
    expect(loadConfig({ ...services, DATA_DIR: '/srv/site' }).backup).toEqual({
      schedule: '0 0 * * *',
      dir: '/srv/site/backups',
      keep: 14,
      ageRecipient: undefined,
      offsite: undefined,
    })
    const recipient = 'age16x0l6dua5698ndlgyflsak2udhvlzapw7ysn9k8zzv2nmvdr7v2qhhvl5m'
    const custom = loadConfig({
      ...services,
      BACKUP_SCHEDULE: '30 1 * * 1-5',
      BACKUP_DIR: '/backups',
      BACKUP_KEEP: '7',
      BACKUP_AGE_RECIPIENT: recipient,
      BACKUP_S3_ENDPOINT: 'https://s3.example.com',
      BACKUP_S3_BUCKET: 'site-backups',
      BACKUP_S3_ACCESS_KEY: 'key',
      BACKUP_S3_SECRET_KEY: 'secret',
      BACKUP_S3_PREFIX: 'nightly/',
    }).backup
    expect(custom).toMatchObject({ schedule: '30 1 * * 1-5', dir: '/backups', keep: 7 })
    expect(custom.ageRecipient).toBe(recipient)
    expect(custom.offsite).toMatchObject({ bucket: 'site-backups', region: 'us-east-1' })
  })

  it('refuses bad backup settings, naming each variable', () => {
    const names = (env: Record<string, string>) =>
      problemsOf({ ...services, ...env }).map((p) => p.split(':')[0])
    expect(names({ BACKUP_SCHEDULE: '0 0 * *' })).toEqual(['BACKUP_SCHEDULE'])
    expect(names({ BACKUP_SCHEDULE: '0 0 0 * * *' })).toEqual(['BACKUP_SCHEDULE'])
    expect(names({ BACKUP_AGE_RECIPIENT: 'AGE-SECRET-KEY-1ABC' })).toEqual(['BACKUP_AGE_RECIPIENT'])
    expect(names({ BACKUP_KEEP: '0' })).toEqual(['BACKUP_KEEP'])
    expect(names({ BACKUP_S3_PREFIX: 'no-slash' })).toEqual(['BACKUP_S3_PREFIX'])
    expect(names({ BACKUP_S3_BUCKET: 'site-backups' })).toEqual([
      'BACKUP_S3_ENDPOINT, BACKUP_S3_ACCESS_KEY, BACKUP_S3_SECRET_KEY',
    ])
  })

  it('alerts ALERT_EMAIL, or MAIL_TO without it, and refuses one that is no address', () => {
    expect(loadConfig(services).alertEmail).toBeUndefined()
    expect(loadConfig({ ...services, MAIL_TO: 'office@example.com' }).alertEmail).toBe(
      'office@example.com',
    )
    expect(
      loadConfig({ ...services, MAIL_TO: 'office@example.com', ALERT_EMAIL: 'owner@example.com' })
        .alertEmail,
    ).toBe('owner@example.com')
    expect(problemsOf({ ...services, ALERT_EMAIL: 'the owner' })).toEqual([
      'ALERT_EMAIL: must be an e-mail address',
    ])
  })

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ ...services, PUBLIC_URL: 'https://example.com/' }).publicUrl).toBe(
      'https://example.com',
    )
  })
})

describe('the documentation of the configuration', () => {
  const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')

  it.each(configVariables)(
    '%s is in .env.example with a comment and in docs/configuration.md',
    (name) => {
      const example = read('.env.example').split('\n')
      const line = example.findIndex((text) => text.startsWith(`${name}=`))
      expect(line, `${name} in .env.example`).toBeGreaterThan(0)
      expect(
        example
          .slice(0, line)
          .reverse()
          .find((text) => !text.includes('=')) ?? '',
      ).toMatch(/^#/)
      expect(read('docs/configuration.md')).toContain(`\`${name}\``)
    },
  )
})
