import type { ReviewInvitation } from '@site/contract/reviews'
import { formatYearMonth } from '@site/contract/year-month'

/** "How did we do on your Solar job in November 2026, Thandi?" */
export function reviewHeadline({ firstName, service, month }: ReviewInvitation): string {
  return `How did we do on your ${service ? `${service} ` : ''}job in ${formatYearMonth(month)}, ${firstName}?`
}
