import { attentionInWords } from '@site/contract/leads'
import { BellRing } from 'lucide'
import type { MouseEvent } from 'react'
import { useId } from 'react'
import { Icon } from '../../../components/ui/icon'
import { useLeadsNeedingAttention } from '../api/get-leads-needing-attention'

/** The address that opens one request in the section (the quote mail's link). */
export function requestHref(id: string): string {
  return `/admin-portal/requests?${new URLSearchParams({ request: id })}`
}

/**
 * "Needs attention" (decision 068), at the top of Quote requests: new requests unanswered for
 * over 2 working hours, quotes with no outcome after 7 days, finished jobs with no review asked
 * for after 3 days; a few lines each, each opening its request. Nothing at all when nothing needs
 * attention (or while it loads, or if it could not be loaded: the list below says that).
 */
export function NeedsAttention({ onOpen }: { onOpen?: (id: string) => void }) {
  const headingId = useId()
  const { data } = useLeadsNeedingAttention()
  if (!data || data.items.length === 0) return null

  const open = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // A new tab or window is the browser's to open; a plain click stays in the portal.
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    if (event.altKey) return
    event.preventDefault()
    onOpen(id)
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-amber-950">
        <Icon drawing={BellRing} aria-hidden="true" className="size-4" />
        Needs attention ({data.items.length})
      </h3>
      <ul className="mt-1 divide-y divide-amber-200">
        {data.items.map((item) => (
          <li key={item.id}>
            <a
              href={requestHref(item.id)}
              onClick={(event) => open(event, item.id)}
              className="flex min-h-11 flex-col justify-center py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span>
                <span className="font-semibold text-brand-950 underline underline-offset-4">
                  {item.firstName} {item.lastName}
                </span>{' '}
                <span className="text-ink-muted">{item.reference}</span>
              </span>
              <span className="text-amber-950">{attentionInWords(item)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
