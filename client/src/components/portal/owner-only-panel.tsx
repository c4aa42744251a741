import { Link } from '@tanstack/react-router'
import { Lock } from 'lucide'
import { buttonClass } from '../ui/button-class'
import { Icon } from '../ui/icon'

/** In place of an owner's section for an office account: what it is and where to go instead. */
export function OwnerOnlyPanel() {
  return (
    <section className="bg-white py-12">
      <div className="mx-auto max-w-xl px-4 text-center">
        <Icon drawing={Lock} aria-hidden="true" className="mx-auto size-8 text-ink-muted" />
        <h2 className="mt-3 text-xl font-bold text-brand-950">
          Only an owner can open this section
        </h2>
        <p className="mt-2 text-ink-muted">
          Staff, website settings, System and security are for the site's owners. Ask an owner if
          you need something changed there.
        </p>
        <Link to="/admin-portal/requests" className={`${buttonClass('outline', 'touch')} mt-6`}>
          Go to quote requests
        </Link>
      </div>
    </section>
  )
}
