import { mediaUrl } from '@site/contract/media-url'
import { siteLogoSize } from '@site/contract/site-logo-key'
import { Zap } from 'lucide'
import { useSiteSettings } from '../../lib/site-settings'
import { Icon } from '../ui/icon'

/**
 * The company's logo (or the site's icon until one is chosen) and name, from the site settings.
 * `compact` shows the short name on phones, where the header has little room.
 */
export function BrandMark({ compact = true }: { compact?: boolean }) {
  const site = useSiteSettings()
  return (
    <span className="flex items-center gap-2.5">
      <SiteMark logo={site.logo} />
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

/** The logo on its tile, or the site's icon without one (also the portal's preview of a logo). */
export function SiteMark({ logo }: { logo?: string }) {
  const size = logo ? siteLogoSize(logo) : undefined
  if (!logo || !size) {
    return (
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent-400 text-brand-950">
        <Icon drawing={Zap} aria-hidden="true" className="size-5" strokeWidth={2.5} />
      </span>
    )
  }
  // On a white tile: the header is dark, and most logos are drawn for paper. The name beside it
  // says what the picture says, so the picture has no text of its own.
  return (
    <span className="flex h-10 shrink-0 items-center rounded-lg bg-white px-1.5">
      <img
        src={mediaUrl(logo)}
        alt=""
        width={size.width}
        height={size.height}
        className="h-8 w-auto max-w-24 object-contain sm:max-w-40"
        data-site-logo=""
      />
    </span>
  )
}
