import { apiPath } from '../../../lib/api-client'

/**
 * Staff tapped WhatsApp, Call or E-mail on a request: the server keeps the first as its first
 * contact (`POST /api/inquiries/:id/reply-taps`). `keepalive`, so the request goes out although
 * the tap opens another app and the page may go; never awaited, so the tap is never delayed,
 * and a tap not recorded bothers nobody.
 */
export function recordReplyTap(inquiryId: string): void {
  try {
    fetch(apiPath(`/api/inquiries/${encodeURIComponent(inquiryId)}/reply-taps`), {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {})
  } catch {
    // A browser without fetch keepalive: the tap still opens the app.
  }
}
