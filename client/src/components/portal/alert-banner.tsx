import type { AlertKind, OpenAlert } from '@site/contract/alerts'
import { Link } from '@tanstack/react-router'
import { TriangleAlert } from 'lucide'
import { useOpenAlerts } from '../../lib/portal/open-alerts'
import { IconLine } from '../ui/icon-line'

/** What the banner's link says, by where it leads. */
const actions: Record<AlertKind, string> = {
  'quote-mail': 'See quote requests',
  'quote-files-budget': 'See System',
  backup: 'See System',
  'disk-space': 'See System',
  'media-processing': 'Open the media library',
}

/** The System page (decision 059), which lists every open alert. */
const SYSTEM_PAGE = '/admin-portal/system' as '/admin-portal'

/** More than this many alerts: the rest are counted, so the section stays near the top. */
const SHOWN = 2

/**
 * The owner's open alerts (decision 058), one short line each under the portal's header, with a
 * link to where to act. Nothing at all while there are none (or while they are loading).
 */
export function AlertBanner() {
  const alerts = useOpenAlerts().data?.alerts ?? []
  if (alerts.length === 0) return null
  const rest = alerts.length - SHOWN
  return (
    <section aria-label="Alerts" className="border-b border-red-200 bg-red-50 text-red-900">
      <ul className="mx-auto max-w-7xl space-y-1 px-4 py-2 text-sm sm:px-6 lg:px-8">
        {alerts.slice(0, SHOWN).map((alert) => (
          <AlertLine key={alert.kind} alert={alert} />
        ))}
        {rest > 0 ? (
          <li className="pl-6">
            and {rest} more:{' '}
            <Link to={SYSTEM_PAGE} className="font-semibold underline">
              see System
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  )
}

function AlertLine({ alert }: { alert: OpenAlert }) {
  return (
    <IconLine icon={TriangleAlert} className="gap-2" iconClassName="size-4">
      <p>
        <span className="font-semibold">{alert.title}.</span>{' '}
        {alert.lastMailedAt === null && alert.mailError !== null
          ? 'The alert e-mail could not be sent. '
          : null}
        {/* The server names the portal page; the router resolves it like any other link. */}
        <Link to={alert.portalPath as '/admin-portal'} className="font-semibold underline">
          {actions[alert.kind]}
        </Link>
      </p>
    </IconLine>
  )
}
