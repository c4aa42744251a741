import type { Inquiry } from '@site/contract/inquiries'
import { LoaderCircle, RefreshCw } from 'lucide-react'
import { useId } from 'react'
import { toast } from 'sonner'
import { buttonClass } from '../../../components/ui/button-class'
import { isSessionEnded } from '../../../lib/api-request'
import { useEraseInquiry } from '../api/erase-inquiry'
import { useInquiries } from '../api/get-inquiries'
import { useSetInquiryHandled } from '../api/set-inquiry-handled'
import { adminMessages } from '../messages'
import { InquiryList } from './inquiry-list'

/** The portal's "Quote requests" section: every request the site stored, newest first. */
export function QuoteRequests() {
  const headingId = useId()
  const inquiries = useInquiries()
  const setHandled = useSetInquiryHandled()
  const erase = useEraseInquiry()

  async function handleErase(inquiry: Inquiry) {
    try {
      await erase.mutateAsync(inquiry.id)
    } catch (error) {
      if (!isSessionEnded(error)) {
        const description = error instanceof Error ? error.message : adminMessages.unexpected
        toast.error(adminMessages.eraseFailed, { description })
      }
      throw error
    }
    toast.success(adminMessages.erased, { description: inquiry.reference })
  }

  function handleSetHandled(id: string, handled: boolean) {
    setHandled.mutate(
      { id, handled },
      {
        onError: (error) => {
          // A lost session shows the login form instead.
          if (isSessionEnded(error)) return
          toast.error(adminMessages.updateFailed, { description: error.message })
        },
      },
    )
  }

  return (
    // The id is what the quote mail links to (`/admin-portal#quote-requests`).
    <section
      id="quote-requests"
      aria-labelledby={headingId}
      className="scroll-mt-20 bg-white py-12 sm:py-16"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-950">
            Quote requests
          </h2>
          <button
            type="button"
            onClick={() => void inquiries.refetch()}
            disabled={inquiries.isFetching}
            className={`${buttonClass('outline', 'sm')} disabled:cursor-wait disabled:opacity-60`}
          >
            <RefreshCw
              aria-hidden="true"
              className={`size-4 ${inquiries.isFetching ? 'animate-spin' : ''}`}
            />
            Refresh
          </button>
        </div>
        <div className="mt-6" aria-busy={inquiries.isPending}>
          {inquiries.isSuccess ? (
            <InquiryList
              inquiries={inquiries.data}
              onSetHandled={handleSetHandled}
              onErase={handleErase}
              busyId={setHandled.isPending ? setHandled.variables?.id : undefined}
            />
          ) : inquiries.isError ? (
            <p role="alert" className="text-red-800">
              {adminMessages.inquiriesFailed} {inquiries.error.message}
            </p>
          ) : (
            <p className="flex items-center gap-3 text-ink-muted">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
              Loading quote requests...
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
