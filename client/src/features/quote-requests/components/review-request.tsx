import type { Lead } from '@site/contract/leads'
import type { ReviewChannel } from '@site/contract/reviews'
import { formatSouthAfricanTime } from '@site/contract/south-african-time'
import { internationalNumber } from '@site/contract/whatsapp-chat'
import { Mail, MessageCircle, Star } from 'lucide'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { ActionButton } from '../../../components/portal/action-button'
import { ConfirmStep } from '../../../components/portal/confirm-step'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { ApiError } from '../../../lib/api-request'
import { useAskForReview } from '../api/ask-for-review'

const channelWords: Record<ReviewChannel, string> = { email: 'e-mail', whatsapp: 'WhatsApp' }

/**
 * "Ask for a review" on a Done request, by WhatsApp or e-mail (issue 36). WhatsApp: the server
 * responds with the chat link, shown as a link to tap (a window opened after the response arrives
 * would be blocked on a phone). Sent in the last 14 days: staff confirm first.
 */
export function ReviewRequest({ lead }: { lead: Lead }) {
  const ask = useAskForReview()
  const [whatsAppUrl, setWhatsAppUrl] = useState<string | null>(null)
  const [again, setAgain] = useState<{ channel: ReviewChannel; message: string } | null>(null)
  const { review } = lead
  const reviewed = review?.receivedAt != null

  const noEmail = !lead.email.trim()
    ? 'No e-mail address on this request.'
    : lead.reviewMailOptOut
      ? 'The customer asked for no more review e-mails.'
      : null
  const noWhatsApp = lead.reviewMailOptOut
    ? 'The customer asked not to be asked for reviews.'
    : internationalNumber(lead.phone)
      ? null
      : 'No phone number WhatsApp can use.'

  function send(channel: ReviewChannel, confirmed = false) {
    setWhatsAppUrl(null)
    ask.mutate(
      { id: lead.id, channel, ...(confirmed ? { again: true } : {}) },
      {
        onSuccess: (sent) => {
          setAgain(null)
          if ('url' in sent) {
            setWhatsAppUrl(sent.url)
            toast.success('Review link ready', { description: 'Open WhatsApp to send it.' })
          } else {
            toast.success('Review asked by e-mail', { description: lead.reference })
          }
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && error.serverMessage) {
            setAgain({ channel, message: error.serverMessage })
            return
          }
          setAgain(null)
          toast.error('The review was not asked for', {
            description:
              error instanceof ApiError ? (error.serverMessage ?? error.message) : undefined,
          })
        },
      },
    )
  }

  return (
    <section aria-label="Review" className="mt-4 rounded-xl border border-line p-4">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-brand-950">
        <Icon drawing={Star} aria-hidden="true" className="size-4" />
        Review
      </h4>
      {reviewed ? (
        <p className="mt-1 text-sm text-ink">Reviewed: {review?.stars} of 5 stars</p>
      ) : review ? (
        <p className="mt-1 text-sm text-ink">
          Review asked by {channelWords[review.channel]} on{' '}
          <time dateTime={review.requestedAt}>{formatSouthAfricanTime(review.requestedAt)}</time>
        </p>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">
          The job is done: ask the customer how it went.
        </p>
      )}

      {reviewed ? null : again ? (
        <ConfirmStep
          question="Send again?"
          consequence={`${again.message.replace(/ Send again\?$/, '')} The earlier link stops working.`}
          confirmLabel={`Yes, send by ${channelWords[again.channel]}`}
          busyLabel="Sending..."
          tone="caution"
          icon={again.channel === 'email' ? Mail : MessageCircle}
          busy={ask.isPending}
          onConfirm={() => send(again.channel, true)}
          onCancel={() => setAgain(null)}
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {(['whatsapp', 'email'] as const).map((channel) => (
            <AskButton
              key={channel}
              channel={channel}
              again={review !== null}
              disabledReason={channel === 'whatsapp' ? noWhatsApp : noEmail}
              busy={ask.isPending}
              onAsk={send}
            />
          ))}
        </div>
      )}

      {whatsAppUrl ? (
        <a
          href={whatsAppUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass('primary', 'touch')} mt-3`}
        >
          <Icon drawing={MessageCircle} aria-hidden="true" className="size-4" />
          Open WhatsApp
        </a>
      ) : null}
    </section>
  )
}

function AskButton({
  channel,
  again,
  disabledReason,
  busy,
  onAsk,
}: {
  channel: ReviewChannel
  /** A request went out already: the button asks again. */
  again: boolean
  disabledReason: string | null
  busy: boolean
  onAsk: (channel: ReviewChannel) => void
}) {
  const drawing = channel === 'email' ? Mail : MessageCircle
  const reasonId = useId()
  return (
    <div className="flex flex-col">
      <ActionButton
        icon={drawing}
        disabled={busy || disabledReason !== null}
        aria-describedby={disabledReason ? reasonId : undefined}
        onClick={() => onAsk(channel)}
      >
        {again ? 'Ask again' : 'Ask'} by {channelWords[channel]}
      </ActionButton>
      {disabledReason ? (
        <span id={reasonId} className="mt-1 text-xs text-ink-muted">
          {disabledReason}
        </span>
      ) : null}
    </div>
  )
}
