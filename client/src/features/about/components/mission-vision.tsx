import { Compass, Target } from 'lucide'
import { PageSection } from '../../../components/page-section'
import { Icon } from '../../../components/ui/icon'
import { useSiteSettings } from '../../../lib/site-settings'

export function MissionVision() {
  const site = useSiteSettings()
  const statements = [
    { title: 'Our Mission', icon: Target, text: site.about.mission },
    { title: 'Our Vision', icon: Compass, text: site.about.vision },
  ]
  return (
    <PageSection title="What Drives Us" lead={site.slogan} band="muted">
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {statements.map(({ title, icon, text }) => (
          <article
            key={title}
            className="rounded-2xl border border-line border-t-4 border-t-accent-400 bg-white p-8 shadow-sm"
          >
            <Icon drawing={icon} aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-4 text-2xl font-semibold text-brand-950">{title}</h3>
            <p className="mt-3 text-lg leading-relaxed text-ink-muted">{text}</p>
          </article>
        ))}
      </div>
    </PageSection>
  )
}
