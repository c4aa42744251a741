import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, test } from 'vitest'

/**
 * The https profile's settings check (caddy/https-settings.sh), run as the caddy-check service
 * runs it before Caddy starts: a SITE_DOMAIN Caddy would misread stops `docker compose --profile
 * https up` with a message naming the variable (test/containers/compose.test.ts checks the wiring).
 */
const script = fileURLToPath(new URL('../../caddy/https-settings.sh', import.meta.url))
const good = {
  SITE_DOMAIN: 'www.example.co.za',
  PUBLIC_URL: 'https://www.example.co.za',
  WEB_PORT: '127.0.0.1:8080',
  CADDY_ACME_CA: '',
  CADDY_ACME_CA_ROOT: '',
}

function check(settings: Partial<typeof good>) {
  return promisify(execFile)('sh', [script, 'echo', 'started'], {
    env: { PATH: process.env.PATH, ...good, ...settings },
  })
}

describe('the https profile refuses settings Caddy would misread', () => {
  test('a domain name with the matching PUBLIC_URL starts', async () => {
    expect((await check({})).stdout).toBe('started\n')
    expect((await check({ PUBLIC_URL: 'https://www.example.co.za/' })).stdout).toBe('started\n')
  })

  test('SITE_DOMAIN with a scheme', async () => {
    await expect(check({ SITE_DOMAIN: 'https://x.co.za' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/SITE_DOMAIN "https:\/\/x\.co\.za" has a scheme/),
    })
  })

  test('SITE_DOMAIN with a path', async () => {
    await expect(check({ SITE_DOMAIN: 'x.co.za/shop' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/SITE_DOMAIN "x\.co\.za\/shop" has a path/),
    })
  })

  test('SITE_DOMAIN with a space', async () => {
    await expect(check({ SITE_DOMAIN: 'www.example.co.za shop.co.za' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/SITE_DOMAIN "www\.example\.co\.za shop\.co\.za" has a space/),
    })
  })

  test('SITE_DOMAIN empty, with a port, or not a domain name', async () => {
    for (const [domain, why] of [
      ['', /SITE_DOMAIN is not set/],
      ['x.co.za:8443', /has a port/],
      ['localhost', /is not a domain name/],
      ['-x.co.za', /is not a domain name/],
    ] as const) {
      await expect(check({ SITE_DOMAIN: domain }), domain).rejects.toMatchObject({
        stderr: expect.stringMatching(why),
      })
    }
  })

  test('a PUBLIC_URL other than https://SITE_DOMAIN', async () => {
    await expect(check({ PUBLIC_URL: 'http://www.example.co.za' })).rejects.toMatchObject({
      stderr: expect.stringContaining('PUBLIC_URL is "http://www.example.co.za"'),
    })
  })

  test('nginx still published on every interface', async () => {
    await expect(check({ WEB_PORT: '80' })).rejects.toMatchObject({
      stderr: expect.stringContaining('WEB_PORT is "80"'),
    })
  })

  test('a CA that is no https URL, or a root certificate that is not there', async () => {
    await expect(check({ CADDY_ACME_CA: 'acme.example.org' })).rejects.toMatchObject({
      stderr: expect.stringContaining('CADDY_ACME_CA "acme.example.org"'),
    })
    await expect(check({ CADDY_ACME_CA_ROOT: '/no/such/root.crt' })).rejects.toMatchObject({
      stderr: expect.stringContaining('CADDY_ACME_CA_ROOT "/no/such/root.crt"'),
    })
  })
})
