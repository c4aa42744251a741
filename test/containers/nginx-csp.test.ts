import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { CaptchaProvider } from '@site/contract/captcha'
import { afterAll, describe, expect, test } from 'vitest'
import { inlineScriptHashes } from '../../client/scripts/inline-script-hashes.js'
import { NGINX_BIN, nginxSkipReason, renderNginxConf } from '../../e2e/nginx-config.js'
import { findFreePort } from '../../server/src/embedded/ports.js'
import {
  contentSecurityPolicy,
  permissionsPolicy,
  strictTransportSecurity,
} from '../../server/src/http/content-security-policy.js'

/**
 * nginx (production) and the embedded server (`npm start`) must send the same policy for the
 * same build and captcha: the template's policy is compared with the server's function here.
 */
const skipReason = nginxSkipReason()

const page = `<!doctype html><html><head>
<script type="application/ld+json">{"@type":"Electrician"}</script>
<script>self.$_TSR={}</script></head><body><script type="module" src="/assets/app.js"></script>
<script>document.currentScript.remove()</script></body></html>`

describe('inline script hashes', () => {
  test('hash only scripts the browser runs, once each', () => {
    const hashes = inlineScriptHashes(`${page}<script>self.$_TSR={}</script>`)
    expect(hashes).toHaveLength(2)
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
    // The hash of the exact text between the tags, as browsers compute it.
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ])
  })
})

describe.skipIf(skipReason)('the same Content-Security-Policy from nginx and the server', () => {
  const stops: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const stop of stops) await stop()
  })

  for (const provider of ['altcha', 'recaptcha'] as const satisfies CaptchaProvider[]) {
    test(`with ${provider}`, async () => {
      const prefix = await mkdtemp(path.join(tmpdir(), 'nginx-csp-'))
      stops.push(() => rm(prefix, { recursive: true, force: true }))
      await chmod(prefix, 0o755)
      const webRoot = path.join(prefix, 'www')
      await mkdir(path.join(webRoot, '_csp'), { recursive: true })
      const hashes = inlineScriptHashes(page)
      await writeFile(path.join(webRoot, 'index.html'), page)
      await writeFile(path.join(webRoot, '404.html'), page)
      await writeFile(path.join(webRoot, '_spa.html'), page)
      await writeFile(
        path.join(webRoot, '_csp', 'script-hashes.conf'),
        `set $csp_script_hashes "${hashes.join(' ')}";\n`,
      )

      const port = await findFreePort()
      const conf = path.join(prefix, 'nginx.conf')
      await writeFile(
        conf,
        await renderNginxConf(prefix, {
          API_UPSTREAM: '127.0.0.1:9',
          NGINX_PORT: String(port),
          WEB_ROOT: webRoot,
          PUBLIC_URL: 'https://www.example.com',
          CAPTCHA_PROVIDER: provider,
        }),
      )
      const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')]
      await promisify(execFile)(NGINX_BIN, [...args, '-t'])
      const nginx: ChildProcess = spawn(NGINX_BIN, args, { stdio: 'ignore' })
      stops.unshift(async () => {
        const exited = new Promise((resolve) => nginx.once('exit', resolve))
        nginx.kill('SIGTERM')
        await exited
      })
      const expected = contentSecurityPolicy(provider, hashes)

      const home = await waitForAnswer(`http://127.0.0.1:${port}/`)
      expect(home.headers.get('content-security-policy')).toBe(expected)
      // Error pages (an internal redirect) carry it too, and the snippet itself is not served.
      const missing = await fetch(`http://127.0.0.1:${port}/no-such-page`)
      expect(missing.status).toBe(404)
      expect(missing.headers.get('content-security-policy')).toBe(expected)
      expect((await fetch(`http://127.0.0.1:${port}/_csp/script-hashes.conf`)).status).toBe(404)
      // The other security headers, the same as the API's (server/src/plugins/security-headers.ts).
      expect(home.headers.get('permissions-policy')).toBe(permissionsPolicy('public'))
      expect(home.headers.get('strict-transport-security')).toBe(
        strictTransportSecurity('https://www.example.com'),
      )
      const portal = await fetch(`http://127.0.0.1:${port}/admin-portal`)
      expect(portal.headers.get('permissions-policy')).toBe(permissionsPolicy('admin'))
    })
  }
})

async function waitForAnswer(url: string): Promise<Response> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      return await fetch(url)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  throw new Error(`${url} did not answer`)
}
