import type { SecurityLogEntry } from '@site/contract/security-log'
import { describe, expect, it } from 'vitest'
import { eventSentence, eventTime } from './event-words'

const entry = (fields: Partial<SecurityLogEntry>): SecurityLogEntry => ({
  id: '1',
  at: '2026-11-27T08:05:00.000Z',
  kind: 'sign-in',
  actorName: 'Thandi',
  subjectName: null,
  address: '198.51.100.7',
  detail: {},
  ...fields,
})

describe('eventSentence', () => {
  it.each([
    [{ detail: { method: 'passkey' } }, 'Thandi signed in with a passkey'],
    [{ detail: { method: 'password' } }, 'Thandi signed in with a password'],
    [{ detail: {} }, 'Thandi signed in'],
    [
      { kind: 'sign-in-failed', actorName: null, detail: { username: 'admin' } },
      'A sign-in as “admin” failed',
    ],
    [{ kind: 'sign-in-failed', actorName: null }, 'A sign-in failed'],
    [{ kind: 'password-reset' }, 'Thandi chose a new password with a reset link'],
    [
      {
        kind: 'password-reset',
        actorName: null,
        subjectName: 'Sipho',
        detail: { by: 'the command line' },
      },
      'The password of Sipho was reset on the command line',
    ],
    [
      { kind: 'sign-in-failed', detail: { method: 'passkey' } },
      'A sign-in as “Thandi” with a passkey failed',
    ],
    [
      { kind: 'role-changed', subjectName: 'Sipho', detail: { to: 'office' } },
      'Thandi made Sipho office staff',
    ],
    [{ kind: 'invite-sent', subjectName: 'Sipho' }, 'Thandi invited Sipho'],
    [
      { kind: 'email-changed', detail: { to: 'new@example.com' } },
      'Thandi changed their e-mail address to new@example.com',
    ],
    [{ kind: 'two-step-disabled' }, 'Thandi turned off two-step sign-in'],
    [
      { kind: 'two-step-disabled', subjectName: 'Sipho' },
      'Thandi reset the two-step sign-in of Sipho',
    ],
    [{ kind: 'something-new' }, 'Thandi: something-new'],
  ])('%o → %s', (fields, sentence) => {
    expect(eventSentence(entry(fields))).toBe(sentence)
  })
})

describe('eventTime', () => {
  it('says the time in Johannesburg (UTC+2), whatever the device', () => {
    expect(eventTime('2026-11-27T08:05:00.000Z')).toMatch(/10:05/)
    expect(eventTime('2026-11-27T23:30:00.000Z')).toMatch(/28 Nov 2026.*01:30/)
  })
})
