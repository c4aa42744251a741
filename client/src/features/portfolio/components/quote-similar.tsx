import type { PortfolioProject } from '@site/contract/portfolio'
import { Link } from '@tanstack/react-router'
import { MessageCircle, Send } from 'lucide'
import { buttonClass } from '../../../components/ui/button-class'
import { ContactLink } from '../../../components/ui/contact-link'
import { Icon } from '../../../components/ui/icon'
import { useSiteSettings } from '../../../lib/site-settings'
import { whatsAppLink } from '../../../lib/whatsapp'

/** The call to action: the quote form (or WhatsApp) already naming this project. */
export function QuoteSimilar({ project }: { project: PortfolioProject }) {
  const { whatsapp } = useSiteSettings().contact
  return (
    <div className="mt-12 flex flex-col gap-3 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-lg font-semibold text-brand-950">Planning something like this?</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/contact" search={{ project: project.slug }} className={buttonClass('accent')}>
          <Icon drawing={Send} aria-hidden="true" className="size-5" />
          Get a quote for something similar
        </Link>
        <ContactLink
          channel="whatsapp"
          href={whatsAppLink(whatsapp, { kind: 'project', title: project.title })}
          className={buttonClass('outline')}
        >
          <Icon drawing={MessageCircle} aria-hidden="true" className="size-5" />
          Ask on WhatsApp
        </ContactLink>
      </div>
    </div>
  )
}
