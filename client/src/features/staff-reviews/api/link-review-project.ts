import { lead } from '@site/contract/leads'
import type { StaffReview } from '@site/contract/reviews'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { staffReviewsQueryKey } from '../../../lib/portal/query-keys'

export interface ReviewProjectLink {
  /** The review's quote request. */
  inquiryId: string
  /** null unlinks it. */
  portfolioProjectId: string | null
}

/**
 * Links the review's quote request to the job's portfolio project in one step (`PATCH
 * /api/inquiries/:id`): its approved review then shows on that project's page.
 */
export function useLinkReviewProject() {
  return useMutation({
    mutationFn: ({ inquiryId, portfolioProjectId }: ReviewProjectLink) =>
      apiRequest(apiPath(`/api/inquiries/${encodeURIComponent(inquiryId)}`), {
        method: 'PATCH',
        json: { portfolioProjectId },
        schema: lead,
      }),
    onSuccess: (updated, _link, _context, { client }) => {
      client.setQueryData<StaffReview[]>(staffReviewsQueryKey, (list) =>
        list?.map((item) =>
          item.inquiryId === updated.id
            ? { ...item, portfolioProjectId: updated.portfolioProjectId }
            : item,
        ),
      )
    },
  })
}
