import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { adminRequest, isSessionEnded } from './api-error'
import { sessionQueryKey } from './get-session'

export type DeliveryStatus = 'pending' | 'sent' | 'failed'

/** A quote request as the portal shows it. */
export interface Inquiry {
  id: string
  firstName: string
  lastName: string
  email: string
  phone: string
  serviceType: string
  message: string
  /** ISO 8601. */
  createdAt: string
  /** Whether the e-mail to the company went out. */
  status: DeliveryStatus
  attempts: number
  lastError: string | null
  /** ISO 8601 when staff marked it handled; null while not handled. */
  handledAt: string | null
}

const statuses: readonly string[] = ['pending', 'sent', 'failed'] satisfies DeliveryStatus[]

/**
 * The server's JSON to an `Inquiry`. The only place that knows the API's field names
 * (`deliveryStatus`, `deliveryAttempts`, `lastDeliveryError`), so a renamed field is one line.
 */
export function inquiryFrom(raw: unknown): Inquiry {
  const row = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null)
  const status = text(row.deliveryStatus)
  return {
    id: String(row.id ?? ''),
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    email: text(row.email),
    phone: text(row.phone),
    serviceType: text(row.serviceType),
    message: text(row.message),
    createdAt: text(row.createdAt),
    status: statuses.includes(status) ? (status as DeliveryStatus) : 'pending',
    attempts: typeof row.deliveryAttempts === 'number' ? row.deliveryAttempts : 0,
    lastError: textOrNull(row.lastDeliveryError),
    handledAt: textOrNull(row.handledAt),
  }
}

/**
 * The newest quote requests (`GET /api/inquiries`, admin session): the server answers a page,
 * `{ items, nextBefore }`, of up to 50; the portal shows the newest page.
 */
export async function getInquiries(signal?: AbortSignal): Promise<Inquiry[]> {
  const body = await adminRequest(apiPath('/api/inquiries'), { signal })
  const list = body !== null && typeof body === 'object' && 'items' in body ? body.items : null
  if (!Array.isArray(list)) throw new Error('Quote requests: the answer is not a page of items')
  return list.map(inquiryFrom)
}

export const inquiriesQueryKey = ['admin', 'inquiries'] as const

export function inquiriesQueryOptions() {
  return queryOptions({
    queryKey: inquiriesQueryKey,
    queryFn: async ({ signal, client }) => {
      try {
        return await getInquiries(signal)
      } catch (error) {
        // The login form shows again once the session query learns the session is gone.
        if (isSessionEnded(error)) void client.invalidateQueries({ queryKey: sessionQueryKey })
        throw error
      }
    },
    retry: (failureCount, error) => !isSessionEnded(error) && failureCount < 3,
  })
}

export function useInquiries() {
  return useQuery(inquiriesQueryOptions())
}
