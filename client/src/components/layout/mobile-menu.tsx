import { NavItem } from './nav-item'
import { navLinks } from './nav-links'

interface MobileMenuProps {
  id: string
  open: boolean
  onNavigate: () => void
}

const itemClass =
  'block rounded-lg px-4 py-3 text-base font-medium text-brand-100 hover:bg-white/10 hover:text-white'
const activeClass = 'bg-white/10 text-white'

/** Disclosure panel under the header bar on phones (the header owns its open state). */
export function MobileMenu({ id, open, onNavigate }: MobileMenuProps) {
  return (
    <nav
      id={id}
      aria-label="Main"
      hidden={!open}
      className="border-t border-white/10 bg-brand-950 px-4 pt-2 pb-4 md:hidden"
    >
      <ul className="space-y-1">
        {navLinks.map((link) => (
          <li key={link.to}>
            <NavItem
              {...link}
              className={itemClass}
              activeClassName={activeClass}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </nav>
  )
}
