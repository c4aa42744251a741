import { Fragment, useId } from 'react'
import { mailtoHref, site } from '../../../config/site'

/** The company's e-mail address in a sentence becomes a link. */
function withEmailLink(text: string) {
  const parts = text.split(site.contact.email)
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
    <Fragment key={index}>
      {index > 0 ? (
        <a href={mailtoHref} className="font-semibold text-brand-800 underline underline-offset-4">
          {site.contact.email}
        </a>
      ) : null}
      {part}
    </Fragment>
  ))
}

/** What the form collects, why, for how long and whom to ask (POPIA), from the site config. */
export function PrivacyNotice() {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-5 text-sm">
      <h3 id={headingId} className="font-semibold text-brand-950">
        {site.privacy.heading}
      </h3>
      {site.privacy.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-2 text-ink-muted">
          {withEmailLink(paragraph)}
        </p>
      ))}
    </section>
  )
}
