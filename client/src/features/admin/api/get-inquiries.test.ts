import { describe, expect, it } from 'vitest'
import { AdminApiError } from './api-error'
import { inquiriesQueryOptions, inquiryFrom } from './get-inquiries'

/** A row as `GET /api/inquiries` answers it (server/src/services/inquiries.ts). */
const row = {
  id: '42',
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.org',
  phone: '082 555 0101',
  serviceType: 'Plumbing Services',
  message: 'Leaking geyser',
  createdAt: '2025-03-12T12:05:00.000Z',
  handled: false,
  handledAt: null,
  deliveryStatus: 'failed',
  deliveryAttempts: 3,
  lastDeliveryError: 'SMTP 421',
  sentAt: null,
}

describe('inquiryFrom', () => {
  it("maps the server's fields", () => {
    expect(inquiryFrom(row)).toEqual({
      id: '42',
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email: 'thandi@example.org',
      phone: '082 555 0101',
      serviceType: 'Plumbing Services',
      message: 'Leaking geyser',
      createdAt: '2025-03-12T12:05:00.000Z',
      status: 'failed',
      attempts: 3,
      lastError: 'SMTP 421',
      handledAt: null,
    })
  })

  it('fills what is missing or malformed with safe values', () => {
    expect(
      inquiryFrom({
        id: 'a',
        deliveryStatus: 'bounced',
        deliveryAttempts: '2',
        lastDeliveryError: '',
      }),
    ).toEqual({
      id: 'a',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      serviceType: '',
      message: '',
      createdAt: '',
      status: 'pending',
      attempts: 0,
      lastError: null,
      handledAt: null,
    })
  })
})

describe('inquiriesQueryOptions', () => {
  it('retries failures, but not an ended session', () => {
    const retry = inquiriesQueryOptions().retry as (count: number, error: Error) => boolean
    expect(retry(0, new AdminApiError('Internal Server Error', 500))).toBe(true)
    expect(retry(3, new AdminApiError('Internal Server Error', 500))).toBe(false)
    expect(retry(0, new AdminApiError('Unauthorized', 401))).toBe(false)
  })
})
