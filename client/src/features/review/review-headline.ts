import { monthName } from '@site/contract/review-limits'
import type { ReviewInvitation } from '@site/contract/reviews'

/** "How did we do on your Solar job in November 2026, Thandi?" */
export function reviewHeadline({ firstName, service, month }: ReviewInvitation): string {
  return `How did we do on your ${service ? `${service} ` : ''}job in ${monthName(month)}, ${firstName}?`
}
