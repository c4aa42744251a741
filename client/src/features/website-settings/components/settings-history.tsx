import { useId } from 'react'
import { QueryStates } from '../../../components/portal/section-shell'
import { useSiteSettingsVersions } from '../api/get-site-settings-versions'
import { settingsMessages } from '../settings-messages'
import { SettingsVersion } from './settings-version'

/** The published versions, newest first, each with who, when, what changed and Restore. */
export function SettingsHistory({ liveVersion }: { liveVersion?: number }) {
  const headingId = useId()
  const versions = useSiteSettingsVersions()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="text-xl font-bold text-brand-950">
        History
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        Every published version, newest first. Restoring one publishes its settings again, as a new
        version.
      </p>
      <QueryStates
        query={versions}
        loading="Loading the versions..."
        failed={settingsMessages.historyFailed}
        className="mt-4"
      >
        {(data) => (
          <ol aria-label="Published versions" className="divide-y divide-line">
            {data.map((entry) => (
              <SettingsVersion
                key={entry.version}
                entry={entry}
                live={entry.version === (liveVersion ?? data[0]?.version)}
              />
            ))}
          </ol>
        )}
      </QueryStates>
    </section>
  )
}
