import type { Lead } from '@site/contract/leads'

/** A quote request as `GET /api/inquiries` lists it: e-mailed, still New. */
export function leadFixture(overrides: Partial<Lead> = {}): Lead {
  return {
    id: '1',
    reference: 'Q-2026-0001',
    marketingConsentAt: null,
    stage: 'new',
    note: '',
    firstName: 'Thandi',
    lastName: 'Mokoena',
    email: 'thandi@example.org',
    phone: '082 555 0101',
    serviceType: '',
    message: 'Hello',
    createdAt: '2025-03-12T12:05:00Z',
    stageChangedAt: '2025-03-12T12:05:00Z',
    firstContactAt: null,
    portfolioProjectId: null,
    deliveryStatus: 'sent',
    deliveryAttempts: 1,
    lastDeliveryError: null,
    sentAt: '2025-03-12T12:05:02Z',
    attachments: [],
    review: null,
    reviewMailOptOut: false,
    ...overrides,
  }
}
