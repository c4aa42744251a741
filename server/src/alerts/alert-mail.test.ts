import { describe, expect, it } from 'vitest'
import { alertMail, allClearMail } from './alert-mail.js'

const settings = {
  from: 'web@example.com',
  to: 'owner@example.com',
  publicUrl: 'https://example.com',
}
const alert = {
  kind: 'backup' as const,
  title: 'The nightly backup failed',
  detail: 'The disk is full.',
  // 01:24 on 27 Nov in Johannesburg.
  since: new Date('2026-11-26T23:24:53.453Z'),
}

describe('alert mails', () => {
  it('say since when in South African time, as the portal does', () => {
    const text = String(alertMail(settings, alert, false).text)
    expect(text).toContain('Since 27 Nov 2026, 01:24.')
    expect(text).not.toMatch(/UTC|2026-11-26T/)
  })

  it('say how long the trouble lasted in South African time', () => {
    const text = String(
      allClearMail(settings, { ...alert, endedAt: new Date('2026-11-27T08:00:00Z') }).text,
    )
    expect(text).toContain('It lasted from 27 Nov 2026, 01:24 to 27 Nov 2026, 10:00.')
    expect(text).not.toMatch(/UTC|2026-11-2\dT/)
  })
})
