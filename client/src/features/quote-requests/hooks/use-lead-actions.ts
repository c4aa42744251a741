import type { Lead, LeadChanges } from '@site/contract/leads'
import { toast } from 'sonner'
import { isSessionEnded } from '../../../lib/api-request'
import { adminMessages } from '../../../lib/portal/messages'
import { useChangeLead } from '../api/change-lead'
import { useEraseQuoteRequest } from '../api/erase-quote-request'

/** What a quote request card can do (change, erase), with the portal's toasts on failure. */
export function useLeadActions() {
  const change = useChangeLead()
  const erase = useEraseQuoteRequest()

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
