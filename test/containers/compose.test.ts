import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'

/**
 * Guards what DESIGN.md lists about the compose deployment, which no test here can run (no
 * container engine): volumes, images, health checks, start order and secrets.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const composePath = path.join(root, 'docker-compose.yml')
const composeText = readFileSync(composePath, 'utf8')
const compose = parse(composeText, { merge: true }) as Compose
const services = compose.services

interface Service {
  image?: string
  build?: { context?: string; target?: string }
  command?: string[]
  entrypoint?: string[]
  profiles?: string[]
  environment?: Record<string, string | number | boolean | null> | string[]
  env_file?: string | string[]
  healthcheck?: { test?: string[] | string; disable?: boolean }
  depends_on?: Record<string, { condition?: string }> | string[]
  ports?: string[]
  restart?: string
  user?: string
  volumes?: string[]
}
interface Compose {
  name?: string
  services: Record<string, Service>
  volumes?: Record<string, unknown>
}

/** NAME=value pairs of .env.example (comments dropped). */
function exampleEnv(): Array<[string, string]> {
  return readFileSync(path.join(root, '.env.example'), 'utf8')
    .split('\n')
    .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1] ?? '', m[2] ?? ''])
}

const isOneShot = (service: Service) => service.restart === 'no'

function environment(service: Service): Record<string, string> {
  const env = service.environment ?? {}
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((entry) => entry.split(/=(.*)/s).slice(0, 2)))
  }
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, String(value ?? '')]))
}

function dependsOn(service: Service): Record<string, string | undefined> {
  const deps = service.depends_on ?? {}
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((name) => [name, undefined]))
  return Object.fromEntries(Object.entries(deps).map(([name, dep]) => [name, dep.condition]))
}

/**
 * A health check declared in the compose file. One only in the Dockerfile does not count: OCI
 * image builds (podman, buildah) drop HEALTHCHECK, and a `service_healthy` dependency on such a
 * service never starts (test/compose found it).
 */
function hasHealthcheck(service: Service): boolean {
  return service.healthcheck !== undefined && !service.healthcheck.disable
}

/** The health check's command as one string. */
function healthcheckCommand(service: Service): string {
  const test = service.healthcheck?.test ?? ''
  return Array.isArray(test) ? test.join(' ') : test
}

function volumeTargets(service: Service): Array<{ source: string; target: string }> {
  return (service.volumes ?? []).map((volume) => {
    const [source = '', target = ''] = volume.split(':')
    return { source, target }
  })
}

describe('docker-compose.yml', () => {
  test('has no top-level name (docker-compose v1 rejects it) and no version', () => {
    expect(compose).not.toHaveProperty('name')
    expect(compose).not.toHaveProperty('version')
  })

  test('has the web, api, migrate, postgres and storage services', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['web', 'api', 'migrate', 'postgres', 'storage']),
    )
  })

  test('postgres is 18 with its volume at /var/lib/postgresql, not .../data', () => {
    const postgres = services.postgres
    expect(postgres?.image).toMatch(/^postgres:18(\.\d+)?([-@].*)?$/)
    const targets = volumeTargets(postgres ?? {}).map((v) => v.target)
    expect(targets).toContain('/var/lib/postgresql')
    expect(targets).not.toContain('/var/lib/postgresql/data')
    expect(environment(postgres ?? {}).POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/)
  })

  test('storage is RustFS 1.0.x and nothing uses the archived minio/minio image', () => {
    expect(services.storage?.image).toMatch(/^rustfs\/rustfs:1\.0\.\d+$/)
    for (const [name, service] of Object.entries(services)) {
      expect(service.image ?? '', name).not.toMatch(/minio\/minio/)
    }
    const env = environment(services.storage ?? {})
    expect(env.RUSTFS_VOLUMES).toBe('/data')
    expect(env.RUSTFS_ADDRESS).toBe('0.0.0.0:9000')
    expect(volumeTargets(services.storage ?? {}).map((v) => v.target)).toContain('/data')
    // The process runs as uid 10001: something must hand it the volume.
    const init = Object.values(services).find(
      (s) => isOneShot(s) && volumeTargets(s).some((v) => v.target === '/data'),
    )
    expect(init?.user, 'a one-shot that chowns the storage volume').toMatch(/^(root|0)(:|$)/)
  })

  test("only web and the https profile's Caddy publish ports; the storage console stays private", () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'web') expect(service.ports).toEqual([`\${WEB_PORT:-80}:8080`])
      else if (name === 'caddy')
        expect(service.ports).toEqual([
          `\${CADDY_HTTP_PORT:-80}:80`,
          `\${CADDY_HTTPS_PORT:-443}:443`,
          `\${CADDY_HTTPS_PORT:-443}:443/udp`,
        ])
      else expect(service.ports ?? [], name).toEqual([])
    }
  })

  test('Caddy runs only with the https profile, after its settings were checked, its data on a volume', () => {
    const { caddy, 'caddy-check': check } = services
    for (const service of [caddy, check]) {
      expect(service?.profiles).toEqual(['https'])
      // An official image's release tag, never latest.
      expect(service?.image).toMatch(/^caddy:2\.\d+(\.\d+)?$/)
      expect(service?.entrypoint).toEqual(['/bin/sh', '/etc/caddy/https-settings.sh'])
    }
    expect(check?.restart).toBe('no')
    expect(dependsOn(caddy ?? {})).toMatchObject({
      'caddy-check': 'service_completed_successfully',
      web: 'service_healthy',
    })
    expect(volumeTargets(caddy ?? {})).toContainEqual({ source: 'caddy-data', target: '/data' })
    expect(Object.keys(compose.volumes ?? {})).toContain('caddy-data')
    expect(environment(services.web ?? {}).SITE_DOMAIN).toBe(`\${SITE_DOMAIN:-}`)
  })

  test('every long-running service has a health check and a restart policy', () => {
    for (const [name, service] of Object.entries(services)) {
      if (isOneShot(service)) continue
      expect(hasHealthcheck(service), `${name} health check`).toBe(true)
      expect(service.restart, `${name} restart policy`).toBe('unless-stopped')
    }
  })

  test("the api and web health checks ask the service itself, with the images' own tools", () => {
    const api = healthcheckCommand(services.api ?? {})
    expect(api).toContain('/api/health')
    expect(api).not.toMatch(/\b(curl|wget)\b/) // the slim Node image has neither
    expect(api).toMatch(/^CMD node /)
    // A file nginx sends itself (pages come from the api, which has its own check).
    expect(healthcheckCommand(services.web ?? {})).toMatch(
      /wget .*http:\/\/127\.0\.0\.1:8080\/favicon\.ico"/,
    )
  })

  test('start order waits for health and for the migration', () => {
    expect(dependsOn(services.api ?? {})).toMatchObject({
      postgres: 'service_healthy',
      storage: 'service_healthy',
      migrate: 'service_completed_successfully',
    })
    expect(dependsOn(services.web ?? {})).toMatchObject({ api: 'service_healthy' })
    for (const [name, service] of Object.entries(services)) {
      for (const [dep, condition] of Object.entries(dependsOn(service))) {
        const target = services[dep]
        expect(target, `${name} depends on ${dep}`).toBeDefined()
        if (condition === 'service_healthy') expect(hasHealthcheck(target ?? {}), dep).toBe(true)
        if (condition === 'service_completed_successfully')
          expect(isOneShot(target ?? {})).toBe(true)
      }
    }
  })

  test('migrate is a one-shot of the api image', () => {
    const { api, migrate } = services
    expect(migrate?.image).toBe(api?.image)
    expect(migrate?.build?.target).toBe('api')
    expect(migrate?.command).toEqual(['node', 'server/dist/migrate.js'])
    expect(migrate?.restart).toBe('no')
  })

  test('the api reaches the other services by name and trusts only the local proxy', () => {
    const env = environment(services.api ?? {})
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\//)
    expect(env.S3_ENDPOINT).toBe('http://storage:9000')
    expect(env.TRUST_PROXY).toBe('uniquelocal')
    expect(env.NODE_ENV).toBe('production')
    expect(services.api?.env_file).toBe('.env')
    expect(services.api?.build?.target).toBe('api')
    expect(services.web?.build?.target).toBe('web')
  })

  test('data lives in declared named volumes', () => {
    for (const name of ['postgres', 'storage']) {
      for (const { source } of volumeTargets(services[name] ?? {})) {
        expect(Object.keys(compose.volumes ?? {}), `${name} volume ${source}`).toContain(source)
      }
    }
  })

  test('holds no literal secret', () => {
    const secretName = /PASSWORD|SECRET|ACCESS_KEY|_KEY$|TOKEN/
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(environment(service))) {
        if (key === 'DATABASE_URL') {
          expect(value, `${name} ${key}`).toMatch(/:\$\{POSTGRES_PASSWORD:\?[^}]*\}@/)
        } else if (secretName.test(key)) {
          expect(value, `${name} ${key}`).toMatch(/^\$\{[A-Z0-9_]+:\?[^}]*\}$/)
        }
      }
    }
  })

  const composeBin = '/usr/bin/docker-compose'
  const canValidate = existsSync(composeBin)
  if (!canValidate && process.env.CI) throw new Error(`${composeBin} is required in CI`)

  test('every variable it reads is documented in .env.example', () => {
    const documented = new Set(exampleEnv().map(([name]) => name))
    const used = new Set([...composeText.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]))
    for (const name of used) expect(documented, `${name} in .env.example`).toContain(name)
  })

  test.skipIf(!canValidate)(
    'docker-compose config accepts .env.example plus the secrets',
    async () => {
      // docker-compose v1 needs env_file's .env to exist: validate a copy in a folder of its own.
      const dir = await mkdtemp(path.join(tmpdir(), 'compose-'))
      const validate = () => promisify(execFile)(composeBin, ['config', '-q'], { cwd: dir })
      try {
        await copyFile(composePath, path.join(dir, 'docker-compose.yml'))
        const secrets: Record<string, string> = {
          POSTGRES_PASSWORD: '0123456789abcdef0123456789abcdef',
          S3_ACCESS_KEY: 'site-access-key',
          S3_SECRET_KEY: '0123456789abcdef0123456789abcdef',
        }
        const filled = exampleEnv().map(
          ([name, value]) => `${name}=${value || secrets[name] || ''}`,
        )
        await writeFile(path.join(dir, '.env'), `${filled.join('\n')}\n`)
        await validate()
        // Without the secrets it refuses to start, naming what is missing.
        const unfilled = exampleEnv().map(([name, value]) => `${name}=${value}`)
        await writeFile(path.join(dir, '.env'), `${unfilled.join('\n')}\n`)
        await expect(validate()).rejects.toMatchObject({
          stderr: expect.stringMatching(/set \w+ in \.env/),
        })
        // One secret empty, or its line missing altogether: refused, naming that variable.
        for (const drop of ['empty', 'missing'] as const) {
          const lines = filled.flatMap((line) => {
            if (!line.startsWith('POSTGRES_PASSWORD=')) return [line]
            return drop === 'empty' ? ['POSTGRES_PASSWORD='] : []
          })
          await writeFile(path.join(dir, '.env'), `${lines.join('\n')}\n`)
          await expect(validate(), drop).rejects.toMatchObject({
            stderr: expect.stringContaining('set POSTGRES_PASSWORD in .env'),
          })
        }
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
    // Four runs of docker-compose (Python, about a second each, more on a busy machine).
    30_000,
  )
})
