import { TriangleAlert } from 'lucide-react'
import { ContactLink } from '../../../components/ui/contact-link'
import { mailtoHref, site, telHref } from '../../../config/site'

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4'

/** Shown where the captcha would be when it cannot load: the quote can still reach us. */
export function CaptchaUnavailable() {
  return (
    <div
      role="alert"
      className="flex max-w-md gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
      <p>
        The verification could not load, so the form cannot be sent right now. Please reload the
        page, or call {site.contact.personName} on{' '}
        <ContactLink channel="call" href={telHref} className={linkClass}>
          {site.contact.phone.display}
        </ContactLink>{' '}
        or e-mail{' '}
        <a href={mailtoHref} className={`${linkClass} break-all`}>
          {site.contact.email}
        </a>
        .
      </p>
    </div>
  )
}
