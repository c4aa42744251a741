import { ExternalLink } from 'lucide'
import { useEffect, useRef } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'

/**
 * After the review is sent: thanks, and for every customer, whatever the stars, the way to review
 * the company on Google too (Google forbids asking only the happy ones).
 */
export function ReviewThanks({
  firstName,
  googleReviewUrl,
}: {
  firstName: string
  googleReviewUrl: string | null
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-950">
        Thank you, {firstName}!
      </h2>
      <p className="text-base text-ink">
        Your review reached us. It helps us, and the next customer.
      </p>
      {googleReviewUrl ? (
        <>
          <p className="text-base text-ink">
            Would you also say it on Google? It takes a minute more.
          </p>
          <a
            href={googleReviewUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClass('primary')} w-full sm:w-auto`}
          >
            Review us on Google
            <Icon drawing={ExternalLink} aria-hidden="true" className="size-4" />
          </a>
        </>
      ) : null}
    </div>
  )
}
