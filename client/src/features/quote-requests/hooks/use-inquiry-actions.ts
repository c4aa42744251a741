import type { Lead, LeadChanges } from '@site/contract/leads'
import { toast } from 'sonner'
import { isSessionEnded } from '../../../lib/api-request'
import { adminMessages } from '../../../lib/portal/messages'
import { useChangeInquiry } from '../api/change-inquiry'
import { useEraseInquiry } from '../api/erase-inquiry'

/** What a quote request card can do (change, erase), with the portal's toasts on failure. */
export function useInquiryActions() {
  const change = useChangeInquiry()
  const erase = useEraseInquiry()

  async function handleErase(lead: Lead) {
    try {
      await erase.mutateAsync(lead.id)
    } catch (error) {
      if (!isSessionEnded(error)) {
        const description = error instanceof Error ? error.message : adminMessages.unexpected
        toast.error(adminMessages.eraseFailed, { description })
      }
      throw error
    }
    toast.success(adminMessages.erased, { description: lead.reference })
  }

  function handleChange(id: string, changes: LeadChanges) {
    change.mutate(
      { id, changes },
      {
        onError: (error) => {
          // A lost session shows the login form instead.
          if (isSessionEnded(error)) return
          toast.error(adminMessages.updateFailed, { description: error.message })
        },
      },
    )
  }

  return {
    handleChange,
    handleErase,
    /** The request whose change is on its way, if any. */
    busyId: change.isPending ? change.variables?.id : undefined,
  }
}
