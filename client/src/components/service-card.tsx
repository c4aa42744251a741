import { Check } from 'lucide-react'
import type { Service } from '../config/services'

export function ServiceCard({ service }: { service: Service }) {
  const Icon = service.icon
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-900 text-accent-400">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-semibold text-brand-950">{service.title}</h3>
      <ul className="mt-4 space-y-2 text-ink-muted">
        {service.items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </article>
  )
}
