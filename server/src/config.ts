import path from 'node:path'
import { captchaProviders } from '@site/contract/captcha'
import { z } from 'zod'
import {
  DEFAULT_BACKUP_SCHEDULE,
  isAgeRecipient,
  isFiveFieldCron,
} from './backup/backup-settings.js'
import { analyserProtocols } from './media/upload/image-analyser.js'

/** Environment values that are set but empty (`FOO=` in a .env file) count as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const url = (protocols: string[]) =>
  z
    .string()
    .refine(
      (value) =>
        URL.canParse(value) && protocols.includes(new URL(value).protocol.replace(':', '')),
      { error: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}` },
    )

const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` })

/** `false`, `true`, a hop count, or addresses/CIDRs/proxy-addr names (`loopback`, `uniquelocal`). */
const trustProxy = z
  .string()
  .regex(/^(true|false|\d+|[\w.:/,\s-]+)$/, { error: 'must be true, false, a number or a list' })
  .transform((value): boolean | number | string[] => {
    if (value === 'true' || value === 'false') return value === 'true'
    if (/^\d+$/.test(value)) return Number(value)
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
  })

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  PORT: optional(integer(1, 65535)).default(3001),
  HOST: optional(z.string()).default('0.0.0.0'),
  PUBLIC_URL: optional(url(['http', 'https'])),
  DATA_DIR: optional(z.string()).default('.data'),
  DATABASE_URL: optional(url(['postgres', 'postgresql'])),
  S3_ENDPOINT: optional(url(['http', 'https'])),
  S3_ACCESS_KEY: optional(z.string()),
  S3_SECRET_KEY: optional(z.string()),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be 3-63 lowercase letters, digits, dots or hyphens',
    }),
  ).default('media'),
  S3_REGION: optional(z.string()).default('us-east-1'),
  MEDIA_CACHE_MB: optional(integer(0, 4096)).default(32),
  QUOTE_FILES_DAILY_MB_PER_ADDRESS: optional(integer(1, 1_000_000)).default(200),
  QUOTE_FILES_DAILY_MB: optional(integer(1, 1_000_000)).default(5120),
  SMTP_URL: optional(url(['smtp', 'smtps'])),
  MAIL_FROM: optional(z.string()),
  MAIL_TO: optional(z.email({ error: 'must be an e-mail address' })),
  ALERT_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  ADMIN_USERNAME: optional(
    z.string().regex(/^[\w.@-]{1,64}$/, { error: 'must be 1-64 letters, digits or . _ @ -' }),
  ).default('admin'),
  ADMIN_PASSWORD: optional(z.string().min(12, { error: 'must be at least 12 characters' })),
  SESSION_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters' })),
  CAPTCHA_PROVIDER: optional(
    z.enum(captchaProviders, { error: 'must be "altcha" or "recaptcha"' }),
  ),
  RECAPTCHA_SITE_KEY: optional(z.string()),
  RECAPTCHA_SECRET: optional(z.string()),
  RECAPTCHA_VERIFY_URL: optional(url(['http', 'https'])).default(
    'https://www.google.com/recaptcha/api/siteverify',
  ),
  ALTCHA_HMAC_KEY: optional(z.string().min(32, { error: 'must be at least 32 characters' })),
  ANALYZER_URL: optional(url(['http', 'https'])),
  ANALYZER_PROTOCOL: optional(
    z.enum(analyserProtocols, { error: 'must be "site" or "openai"' }),
  ).default('site'),
  ANALYZER_MODEL: optional(z.string()),
  ANALYZER_KEY: optional(z.string()),
  ANALYZER_TIMEOUT_MS: optional(integer(100, 120_000)).default(10_000),
  TRUST_PROXY: optional(trustProxy).default(false),
  CORS_ORIGINS: optional(z.string()),
  METRICS_TOKEN: optional(
    z
      .string()
      .min(32, { error: 'must be at least 32 characters (openssl rand -hex 32 makes one)' })
      .regex(/^\S+$/, { error: 'must not contain spaces' }),
  ),
  BACKUP_SCHEDULE: optional(
    z.string().refine(isFiveFieldCron, {
      error:
        'must be a cron expression of five fields in UTC (minute hour day month weekday), like "0 0 * * *"',
    }),
  ).default(DEFAULT_BACKUP_SCHEDULE),
  BACKUP_DIR: optional(z.string()),
  BACKUP_KEEP: optional(integer(1, 1000)).default(14),
  BACKUP_S3_ENDPOINT: optional(url(['http', 'https'])),
  BACKUP_S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be 3-63 lowercase letters, digits, dots or hyphens',
    }),
  ),
  BACKUP_S3_ACCESS_KEY: optional(z.string()),
  BACKUP_S3_SECRET_KEY: optional(z.string()),
  BACKUP_S3_REGION: optional(z.string()).default('us-east-1'),
  BACKUP_S3_PREFIX: optional(
    z.string().regex(/^([\w.-]+\/)*$/, {
      error: 'must be empty or folder names each ending in /, like "site-backups/"',
    }),
  ).default(''),
  BACKUP_AGE_RECIPIENT: optional(
    z.string().refine(isAgeRecipient, {
      error: 'must be an age public key (age1... as age-keygen prints it, 62 characters)',
    }),
  ),
})

type Env = z.infer<typeof envSchema>

/** Every variable the API reads; .env.example and docs/configuration.md document each one. */
export const configVariables = Object.keys(envSchema.shape)

export type Config = ReturnType<typeof toConfig>

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/**
 * Reads the configuration from environment variables; the only place that interprets them.
 * With `requireServices` (the default) the database and object store must be given; the embedded
 * launcher parses once without them to learn where to start its own.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  { requireServices = true } = {},
): Config {
  const parsed = envSchema.safeParse(env)
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  if (parsed.success) problems.push(...crossFieldProblems(parsed.data, requireServices))
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems)
  return toConfig(parsed.data)
}

function crossFieldProblems(env: Env, requireServices: boolean): string[] {
  const problems: string[] = []
  if (requireServices) {
    for (const name of ['DATABASE_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const) {
      if (!env[name]) problems.push(`${name}: is required`)
    }
  }
  // Quote requests would be stored but mailed to nobody: better to refuse at deploy time.
  if (env.SMTP_URL && !env.MAIL_TO) {
    problems.push('MAIL_TO: is required when SMTP_URL is set (where quote requests are sent)')
  }
  if (env.CAPTCHA_PROVIDER === 'recaptcha' && !(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET)) {
    problems.push('CAPTCHA_PROVIDER: "recaptcha" needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET')
  }
  if (env.ANALYZER_URL && env.ANALYZER_PROTOCOL === 'openai' && !env.ANALYZER_MODEL) {
    problems.push(
      'ANALYZER_MODEL: is required when ANALYZER_PROTOCOL is "openai" (the vision model)',
    )
  }
  const offsite = [
    'BACKUP_S3_ENDPOINT',
    'BACKUP_S3_BUCKET',
    'BACKUP_S3_ACCESS_KEY',
    'BACKUP_S3_SECRET_KEY',
  ] as const
  const offsiteMissing = offsite.filter((name) => !env[name])
  if (offsiteMissing.length > 0 && offsiteMissing.length < offsite.length) {
    problems.push(
      `${offsiteMissing.join(', ')}: ${offsiteMissing.length === 1 ? 'is' : 'are'} required for off-site backups when any of ${offsite.join(', ')} is set`,
    )
  }
  for (const origin of splitList(env.CORS_ORIGINS)) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      problems.push(`CORS_ORIGINS: "${origin}" is not an origin like https://example.com`)
    }
  }
  return problems
}

function toConfig(env: Env) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  return {
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    /** Without PUBLIC_URL the site is `npm start` on a laptop, reached at whatever address. */
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL ?? '',
    s3: {
      endpoint: env.S3_ENDPOINT ?? '',
      accessKey: env.S3_ACCESS_KEY ?? '',
      secretKey: env.S3_SECRET_KEY ?? '',
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
    },
    mediaCacheBytes: env.MEDIA_CACHE_MB * 1024 * 1024,
    quoteFileBudgets: {
      perAddressBytes: env.QUOTE_FILES_DAILY_MB_PER_ADDRESS * 1024 * 1024,
      siteBytes: env.QUOTE_FILES_DAILY_MB * 1024 * 1024,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `Website <no-reply@${new URL(publicUrl).hostname}>`,
      to: env.MAIL_TO,
    },
    /** Who is mailed the site's alerts (decision 058); MAIL_TO without it. */
    alertEmail: env.ALERT_EMAIL ?? env.MAIL_TO,
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    sessionSecret: env.SESSION_SECRET,
    captcha: {
      provider:
        env.CAPTCHA_PROVIDER ??
        (env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET ? 'recaptcha' : 'altcha'),
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
      recaptchaSecret: env.RECAPTCHA_SECRET,
      recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL,
      altchaHmacKey: env.ALTCHA_HMAC_KEY,
    },
    analyzer: {
      protocol: env.ANALYZER_PROTOCOL,
      url: env.ANALYZER_URL,
      key: env.ANALYZER_KEY,
      model: env.ANALYZER_MODEL,
      timeoutMs: env.ANALYZER_TIMEOUT_MS,
    },
    trustProxy: env.TRUST_PROXY,
    /** /metrics answers only with it, as a bearer token (decision 059). */
    metricsToken: env.METRICS_TOKEN,
    corsOrigins: splitList(env.CORS_ORIGINS),
    backup: {
      schedule: env.BACKUP_SCHEDULE,
      dir: env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'),
      keep: env.BACKUP_KEEP,
      ageRecipient: env.BACKUP_AGE_RECIPIENT,
      offsite:
        env.BACKUP_S3_ENDPOINT &&
        env.BACKUP_S3_BUCKET &&
        env.BACKUP_S3_ACCESS_KEY &&
        env.BACKUP_S3_SECRET_KEY
          ? {
              endpoint: env.BACKUP_S3_ENDPOINT,
              bucket: env.BACKUP_S3_BUCKET,
              accessKey: env.BACKUP_S3_ACCESS_KEY,
              secretKey: env.BACKUP_S3_SECRET_KEY,
              region: env.BACKUP_S3_REGION,
              prefix: env.BACKUP_S3_PREFIX,
            }
          : undefined,
    },
  } as const
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}
