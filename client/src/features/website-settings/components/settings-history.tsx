import { LoaderCircle } from 'lucide'
import { useId } from 'react'
import { Icon } from '../../../components/ui/icon'
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
      <div aria-busy={versions.isPending}>
        {versions.isSuccess ? (
          <ol aria-label="Published versions" className="divide-y divide-line">
            {versions.data.map((entry) => (
              <SettingsVersion
                key={entry.version}
                entry={entry}
                live={entry.version === (liveVersion ?? versions.data[0]?.version)}
              />
            ))}
          </ol>
        ) : versions.isError ? (
          <p role="alert" className="mt-4 text-red-800">
            {settingsMessages.historyFailed} {versions.error.message}
          </p>
        ) : (
          <p className="mt-4 flex items-center gap-3 text-ink-muted">
            <Icon
              drawing={LoaderCircle}
              aria-hidden="true"
              className="size-5 animate-spin text-brand-700"
            />
            Loading the versions...
          </p>
        )}
      </div>
    </section>
  )
}
