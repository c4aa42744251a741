import { Zap } from 'lucide'
import { useSiteSettings } from '../../lib/site-settings'
import { Icon } from '../ui/icon'

/**
 * The company's mark and name, from the site settings. `compact` shows the short name on
 * phones, where the header has little room.
 */
export function BrandMark({ compact = true }: { compact?: boolean }) {
  const site = useSiteSettings()
  return (
    <span className="flex items-center gap-2.5">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent-400 text-brand-950">
        <Icon drawing={Zap} aria-hidden="true" className="size-5" strokeWidth={2.5} />
      </span>
      <span className="text-base leading-tight font-bold text-white">
        {compact ? (
          <>
            <span className="sm:hidden">{site.shortName}</span>
            <span className="hidden sm:inline">{site.name}</span>
          </>
        ) : (
          site.name
        )}
      </span>
    </span>
  )
}
