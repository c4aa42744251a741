import {
  Activity,
  ChartColumn,
  FolderOpen,
  Images,
  Inbox,
  type LucideIcon,
  Settings,
  Upload,
} from 'lucide-react'

export interface PortalSection {
  to:
    | '/admin-portal'
    | '/admin-portal/requests'
    | '/admin-portal/media'
    | '/admin-portal/portfolio'
    | '/admin-portal/dashboard'
    | '/admin-portal/settings'
    | '/admin-portal/system'
  /** On wide screens (1024 px and more). */
  label: string
  /** Under the icon in a phone's bottom bar (seven share 390 px), and beside it on a tablet. */
  short: string
  icon: LucideIcon
}

/** The portal's sections, in the bar's order; each has its own address. */
export const portalSections: readonly PortalSection[] = [
  { to: '/admin-portal', label: 'Upload', short: 'Upload', icon: Upload },
  { to: '/admin-portal/requests', label: 'Quote requests', short: 'Quotes', icon: Inbox },
  { to: '/admin-portal/media', label: 'Media', short: 'Media', icon: Images },
  { to: '/admin-portal/portfolio', label: 'Portfolio', short: 'Portfolio', icon: FolderOpen },
  { to: '/admin-portal/dashboard', label: 'Dashboard', short: 'Figures', icon: ChartColumn },
  { to: '/admin-portal/settings', label: 'Website settings', short: 'Settings', icon: Settings },
  { to: '/admin-portal/system', label: 'System', short: 'System', icon: Activity },
]
