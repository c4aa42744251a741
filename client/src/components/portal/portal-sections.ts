import type { StaffRole } from '@site/contract/admin-session'
import {
  Activity,
  ChartColumn,
  CircleUser,
  FolderOpen,
  type IconNode,
  Images,
  Inbox,
  MessageSquareQuote,
  Settings,
  ShieldCheck,
  Upload,
  Users,
} from 'lucide'

export interface PortalSection {
  to:
    | '/admin-portal'
    | '/admin-portal/requests'
    | '/admin-portal/media'
    | '/admin-portal/portfolio'
    | '/admin-portal/reviews'
    | '/admin-portal/dashboard'
    | '/admin-portal/settings'
    | '/admin-portal/system'
    | '/admin-portal/staff'
    | '/admin-portal/security'
    | '/admin-portal/account'
  /** On wide screens (1024 px and more). */
  label: string
  /** Under the icon in a phone's bottom bar and its More list, and beside it on a tablet. */
  short: string
  icon: IconNode
  /** In the phone's bottom bar itself (four and More share 390 px); the others are under More. */
  onPhoneBar?: boolean
  /** For owners only (decision 062): office accounts do not see it, and its address says so. */
  ownerOnly?: boolean
  /**
   * On tablets and wide screens a link beside "Signed in as" instead of a tab (ten tabs do not
   * fit one row); on a phone under More.
   */
  besideName?: boolean
}

/** The portal's sections, in the bar's order; each has its own address. */
export const portalSections: readonly PortalSection[] = [
  { to: '/admin-portal', label: 'Upload', short: 'Upload', icon: Upload, onPhoneBar: true },
  {
    to: '/admin-portal/requests',
    label: 'Quote requests',
    short: 'Quotes',
    icon: Inbox,
    onPhoneBar: true,
  },
  { to: '/admin-portal/media', label: 'Media', short: 'Media', icon: Images, onPhoneBar: true },
  {
    to: '/admin-portal/portfolio',
    label: 'Portfolio',
    short: 'Portfolio',
    icon: FolderOpen,
    onPhoneBar: true,
  },
  { to: '/admin-portal/reviews', label: 'Reviews', short: 'Reviews', icon: MessageSquareQuote },
  { to: '/admin-portal/dashboard', label: 'Dashboard', short: 'Figures', icon: ChartColumn },
  {
    to: '/admin-portal/settings',
    label: 'Website settings',
    short: 'Settings',
    icon: Settings,
    ownerOnly: true,
  },
  { to: '/admin-portal/system', label: 'System', short: 'System', icon: Activity, ownerOnly: true },
  { to: '/admin-portal/staff', label: 'Staff', short: 'Staff', icon: Users, ownerOnly: true },
  {
    to: '/admin-portal/security',
    label: 'Security',
    short: 'Security',
    icon: ShieldCheck,
    ownerOnly: true,
  },
  {
    to: '/admin-portal/account',
    label: 'Your account',
    short: 'Account',
    icon: CircleUser,
    besideName: true,
  },
]

/** The sections a person with `role` sees. */
export function sectionsFor(role: StaffRole): PortalSection[] {
  return portalSections.filter((section) => role === 'owner' || !section.ownerOnly)
}

/** The section at `pathname` (trailing slashes aside), if it is one of the bar's. */
export function sectionAt(pathname: string): PortalSection | undefined {
  const path = pathname.replace(/\/+$/, '')
  return portalSections.find((section) => section.to === path)
}
