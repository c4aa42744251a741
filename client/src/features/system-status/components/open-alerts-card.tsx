import { useOpenAlerts } from '../../../lib/portal/open-alerts'
import { when } from '../status-words'
import { Fact, StatusCard } from './status-card'

/** The owner's alerts that are open now (decision 058), each with what to do and where. */
export function OpenAlertsCard() {
  const alerts = useOpenAlerts()
  if (!alerts.isSuccess) {
    return (
      <StatusCard title="Open alerts" state={['Unknown', 'slate']}>
        <Fact label="Alerts">
          {alerts.isError ? `Could not be loaded: ${alerts.error.message}` : 'Loading...'}
        </Fact>
      </StatusCard>
    )
  }
  const open = alerts.data.alerts
  return (
    <StatusCard
      title="Open alerts"
      state={open.length === 0 ? ['None', 'green'] : [`${open.length} open`, 'red']}
    >
      {open.length === 0 ? <Fact label="Alerts">Nothing needs attention.</Fact> : null}
      {open.map((alert) => (
        <Fact key={alert.kind} label={`Since ${when(alert.since)}`}>
          <span className="font-semibold">{alert.title}</span> {alert.detail}{' '}
          {alert.lastMailedAt
            ? `Mailed ${when(alert.lastMailedAt)}.`
            : alert.mailError
              ? `The alert mail could not be sent: ${alert.mailError}`
              : null}{' '}
          <a href={alert.portalPath} className="font-semibold text-brand-700 underline">
            Open
          </a>
        </Fact>
      ))}
    </StatusCard>
  )
}
