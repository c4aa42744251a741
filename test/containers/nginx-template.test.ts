import { execFile } from 'node:child_process'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, test } from 'vitest'
import {
  NGINX_BIN,
  nginxSkipReason,
  renderNginxConf,
  renderTemplate,
} from '../../e2e/nginx-config.js'

const vars = {
  API_UPSTREAM: 'api:3001',
  NGINX_PORT: '8080',
  WEB_ROOT: '/usr/share/nginx/html',
  PUBLIC_URL: 'https://www.example.com/',
  CAPTCHA_PROVIDER: 'altcha',
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
