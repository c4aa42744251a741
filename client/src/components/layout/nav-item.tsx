import { Link, useRouter } from '@tanstack/react-router'
import { requestGalleryReset } from '../../lib/gallery-events'
import type { NavLinkTarget } from './nav-links'

interface NavItemProps {
  to: NavLinkTarget
  label: string
  className: string
  activeClassName: string
  onNavigate?: () => void
}

export function NavItem({ to, label, className, activeClassName, onNavigate }: NavItemProps) {
  const router = useRouter()

  const handleClick = () => {
    // Already on the gallery: the link alone would not leave a chosen category.
    if (to === '/gallery' && router.state.location.pathname === '/gallery') requestGalleryReset()
    onNavigate?.()
  }

  return (
    <Link
      to={to}
      className={className}
      activeOptions={{ exact: true, includeSearch: false }}
      activeProps={{ className: activeClassName }}
      onClick={handleClick}
    >
      {label}
    </Link>
  )
}
