import { Fragment, useId } from 'react'
import { mailtoHref } from '../../../lib/contact-hrefs'
import { useSiteSettings } from '../../../lib/site-settings'

/** The company's e-mail address in a sentence becomes a link. */
function withEmailLink(text: string, email: string) {
  const parts = text.split(email)
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
    <Fragment key={index}>
      {index > 0 ? (
        <a
          href={mailtoHref(email)}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {email}
        </a>
      ) : null}
      {part}
    </Fragment>
  ))
}

/** What the form collects, why, for how long and whom to ask (POPIA), from the site settings. */
export function PrivacyNotice() {
  const headingId = useId()
  const { privacy, contact } = useSiteSettings()
  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-5 text-sm">
      <h3 id={headingId} className="font-semibold text-brand-950">
        {privacy.heading}
      </h3>
      {privacy.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-2 text-ink-muted">
          {withEmailLink(paragraph, contact.email)}
        </p>
      ))}
    </section>
  )
}
