import { execFile } from 'node:child_process'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, test } from 'vitest'
import {
  NGINX_BIN,
  nginxSkipReason,
  renderNginxConf,
  renderTemplate,
  templatePath,
} from '../../e2e/nginx-config.js'

const vars = {
  API_UPSTREAM: 'api:3001',
  NGINX_PORT: '8080',
  WEB_ROOT: '/usr/share/nginx/html',
  PUBLIC_URL: 'https://www.example.com/',
}

describe('nginx template', () => {
  test('substitutes template variables and leaves nginx variables alone', () => {
    expect(renderTemplate(`listen \${NGINX_PORT}; set $x $host;`, vars)).toBe(
      'listen 8080; set $x $host;',
    )
  })

  test('refuses a variable it has no value for (envsubst would leave it in)', () => {
    expect(() => renderTemplate(`root \${NOPE};`, vars)).toThrow(/\$\{NOPE\}/)
  })

  test('keeps its page cache inside the prefix, which the unprivileged image owns', async () => {
    // A relative path: /etc/nginx in the web image (Dockerfile: `-p /etc/nginx`, owned by user
    // 101), and each test's own folder here, so two nginx never share one cache.
    const template = await readFile(templatePath, 'utf8')
    const cachePaths = [...template.matchAll(/^proxy_cache_path\s+(\S+)/gm)].map((m) => m[1])
    expect(cachePaths).toEqual([expect.stringMatching(/^[^/$]/)])
  })

  const skipReason = nginxSkipReason()

  test.skipIf(skipReason)('renders a config nginx accepts', async () => {
    const prefix = await mkdtemp(path.join(tmpdir(), 'nginx-conf-'))
    try {
      await chmod(prefix, 0o755)
      const conf = path.join(prefix, 'nginx.conf')
      // 127.0.0.1: `nginx -t` resolves upstream names, and `api` only exists in compose.
      await writeFile(
        conf,
        await renderNginxConf(prefix, { ...vars, API_UPSTREAM: '127.0.0.1:3001' }),
      )
      const result = await promisify(execFile)(NGINX_BIN, [
        '-t',
        '-p',
        prefix,
        '-c',
        conf,
        '-e',
        path.join(prefix, 'error.log'),
      ])
      expect(result.stderr).toMatch(/test is successful/)
    } finally {
      await rm(prefix, { recursive: true, force: true })
    }
  })
})
