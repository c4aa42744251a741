import type { SiteService } from '@site/contract/site-settings'
import { Check } from 'lucide'
import { SiteIconImage } from './site-icon'
import { IconLine } from './ui/icon-line'

export function ServiceCard({ service }: { service: SiteService }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-900 text-accent-400">
        <SiteIconImage name={service.icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-semibold text-brand-950">{service.name}</h3>
      <ul className="mt-4 space-y-2 text-ink-muted">
        {service.items.map((item) => (
          <IconLine key={item} icon={Check} className="gap-2" iconClassName="size-5 text-brand-700">
            <span>{item}</span>
          </IconLine>
        ))}
      </ul>
    </article>
  )
}
