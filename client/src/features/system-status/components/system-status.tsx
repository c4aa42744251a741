import { QueryStates, refreshOf, SectionShell } from '../../../components/portal/section-shell'
import { useSystemStatus } from '../api/get-system-status'
import { when } from '../status-words'
import { BackupCard } from './backup-card'
import { OpenAlertsCard } from './open-alerts-card'
import { MailCard, ServicesCard, StorageCard } from './service-cards'

/**
 * The portal's System section (decision 059): is the site itself healthy? Every staff member sees
 * it until staff accounts have roles.
 */
export function SystemStatusSection() {
  const status = useSystemStatus()
  return (
    <SectionShell
      title="System"
      intro="Whether the website's parts are working, when it was last backed up, and whether quote requests reach your inbox. It looks again every minute."
      refresh={refreshOf(status)}
    >
      <QueryStates
        query={status}
        loading="Checking the system..."
        failed="The system status could not be loaded."
        className="space-y-4"
      >
        {(figures) => (
          <>
            <p className="text-sm text-ink-muted">Checked {when(figures.checkedAt)}.</p>
            <div className="grid gap-4 md:grid-cols-2">
              <OpenAlertsCard />
              <ServicesCard status={figures} />
              <BackupCard backup={figures.backup} now={Date.parse(figures.checkedAt)} />
              <MailCard mail={figures.mail} />
              <StorageCard storage={figures.storage} />
            </div>
          </>
        )}
      </QueryStates>
    </SectionShell>
  )
}
