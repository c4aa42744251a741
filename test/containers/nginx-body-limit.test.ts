import { readFile } from 'node:fs/promises'
import { largestQuoteRequestBytes } from '@site/contract/quote-attachment-rules'
import { siteLogoRules } from '@site/contract/site-logo'
import { largestUploadBytes } from '@site/contract/upload-rules'
import { describe, expect, it } from 'vitest'

const template = () =>
  readFile(new URL('../../nginx/templates/default.conf.template', import.meta.url), 'utf8')

/** The `client_max_body_size` inside the block that begins with `header`, in bytes. */
function bodyLimitIn(config: string, header: string): number {
  const start = config.indexOf(header)
  if (start < 0) throw new Error(`no "${header}" block in the template`)
  const block = config.slice(start, config.indexOf('}', start))
  const match = /client_max_body_size\s+(\d+)([km]?);/i.exec(block)
  if (!match?.[1]) throw new Error(`"${header}" sets no client_max_body_size`)
  const unit = { '': 1, k: 1024, m: 1024 * 1024 }[(match[2] ?? '').toLowerCase()] ?? 1
  return Number(match[1]) * unit
}

// The upload route's body is one file plus its multipart framing (a few hundred bytes of headers
// and fields): nginx must let the contract's largest file through, and not much more.
describe("nginx's upload body limit", () => {
  it('fits the largest file the contract allows, with a little room for the multipart framing', async () => {
    const limit = bodyLimitIn(await template(), 'location = /api/upload {')
    expect(limit).toBeGreaterThan(largestUploadBytes + 64 * 1024)
    expect(limit).toBeLessThanOrEqual(largestUploadBytes * 1.05)
  })

  it('fits a quote request with every file it may carry, and not much more', async () => {
    const limit = bodyLimitIn(await template(), 'location = /api/quote-requests {')
    expect(limit).toBeGreaterThan(largestQuoteRequestBytes + 64 * 1024)
    expect(limit).toBeLessThanOrEqual(largestQuoteRequestBytes * 1.05)
  })

  it('lets the largest logo through to the API, which says the limit, and not much more', async () => {
    const limit = bodyLimitIn(await template(), 'location = /api/admin/site-settings/logo {')
    expect(limit).toBeGreaterThan(siteLogoRules.maxBytes + 64 * 1024)
    expect(limit).toBeLessThanOrEqual(siteLogoRules.maxBytes * 1.25)
  })

  it('keeps every other request small', async () => {
    const config = await template()
    const serverWide = /^\s{4}client_max_body_size\s+(\d+)m;/m.exec(config)
    expect(Number(serverWide?.[1])).toBeLessThanOrEqual(1)
  })
})
