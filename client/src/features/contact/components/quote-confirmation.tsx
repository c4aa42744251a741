import { CircleCheck, MessageCircle, RotateCcw } from 'lucide'
import { useEffect, useId, useRef } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { ContactLink } from '../../../components/ui/contact-link'
import { Icon } from '../../../components/ui/icon'
import { useSiteSettings } from '../../../lib/site-settings'
import { whatsAppLink } from '../../../lib/whatsapp'
import { contactMessages, sentBody } from '../messages'

interface QuoteConfirmationProps {
  /** The request's reference; an older server may not give one. */
  reference?: string
  onSendAnother: () => void
}

/**
 * What replaces the form once a request is stored, and stays until the visitor moves on: the
 * reference, the reply promise, and WhatsApp with the reference in the message. It takes the
 * focus, so a screen reader reads it and keyboard users continue from here.
 */
export function QuoteConfirmation({ reference, onSendAnother }: QuoteConfirmationProps) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const site = useSiteSettings()
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <Icon drawing={CircleCheck} aria-hidden="true" className="size-10 text-green-700" />
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold tracking-tight text-brand-950"
      >
        {contactMessages.sent}
      </h2>
      {reference ? (
        <p className="mt-4 text-lg text-ink">
          Your reference is{' '}
          <strong className="font-bold whitespace-nowrap text-brand-950">{reference}</strong>.
          Please quote it when you contact us.
        </p>
      ) : null}
      <p className="mt-3 text-ink-muted">{sentBody(site)}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ContactLink
          channel="whatsapp"
          href={whatsAppLink(
            site.contact.whatsapp,
            reference ? { kind: 'quote', reference } : undefined,
          )}
          className={`${buttonClass('primary')} w-full sm:w-auto`}
        >
          <Icon drawing={MessageCircle} aria-hidden="true" className="size-5" />
          Continue on WhatsApp
        </ContactLink>
        <button
          type="button"
          onClick={onSendAnother}
          className={`${buttonClass('outline')} w-full sm:w-auto`}
        >
          <Icon drawing={RotateCcw} aria-hidden="true" className="size-5" />
          Send another request
        </button>
      </div>
    </section>
  )
}
