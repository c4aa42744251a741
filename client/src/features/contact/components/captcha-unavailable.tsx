import { TriangleAlert } from 'lucide'
import { CallLink } from '../../../components/ui/contact-link'
import { Icon } from '../../../components/ui/icon'
import { mailtoHref } from '../../../lib/contact-hrefs'
import { useSiteSettings } from '../../../lib/site-settings'

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4'

/** Shown where the captcha would be when it cannot load: the quote can still reach us. */
export function CaptchaUnavailable() {
  const { contact } = useSiteSettings()
  return (
    <div
      role="alert"
      className="flex max-w-md gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <Icon drawing={TriangleAlert} aria-hidden="true" className="size-5 shrink-0" />
      <p>
        The verification could not load, so the form cannot be sent right now. Please reload the
        page, or call {contact.personName} on{' '}
        <CallLink phone={contact.phone} className={linkClass} /> or e-mail{' '}
        <a href={mailtoHref(contact.email)} className={`${linkClass} break-all`}>
          {contact.email}
        </a>
        .
      </p>
    </div>
  )
}
