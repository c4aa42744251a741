import type { SiteSettingsVersion } from '@site/contract/site-settings-api'
import { formatSouthAfricanTime } from '@site/contract/south-african-time'
import { History } from 'lucide'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { ActionButton } from '../../../components/portal/action-button'
import { ConfirmStep } from '../../../components/portal/confirm-step'
import { isSessionEnded } from '../../../lib/api-request'
import { useRestoreSiteSettingsVersion } from '../api/restore-site-settings-version'
import { changeLabel } from '../change-labels'
import { settingsMessages } from '../settings-messages'
import { ChangedSettings } from './changed-settings'

/** One published version: who, when, what changed; Restore for any but the live one. */
export function SettingsVersion({ entry, live }: { entry: SiteSettingsVersion; live: boolean }) {
  const headingId = useId()
  const restoring = useRestoreSiteSettingsVersion()
  const [confirming, setConfirming] = useState(false)
  const { version, publishedAt, publishedBy, changes, restoredFrom } = entry

  async function restore() {
    try {
      const made = await restoring.mutateAsync(version)
      toast.success(settingsMessages.restored, {
        description: settingsMessages.restoredAs(version, made.version),
        duration: settingsMessages.confirmationMs,
        position: settingsMessages.toastPosition,
      })
    } catch (error) {
      setConfirming(false)
      if (isSessionEnded(error)) return
      toast.error(settingsMessages.restoreFailed, {
        description: error instanceof Error ? error.message : settingsMessages.unexpected,
        position: settingsMessages.toastPosition,
      })
    }
  }

  return (
    <li>
      <article aria-labelledby={headingId} className="py-4">
        <h4
          id={headingId}
          className="flex flex-wrap items-center gap-2 font-semibold text-brand-950"
        >
          Version {version}
          {live ? (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
              Live now
            </span>
          ) : null}
        </h4>
        <p className="text-sm text-ink-muted">
          Published <time dateTime={publishedAt}>{formatSouthAfricanTime(publishedAt)}</time> by{' '}
          {publishedBy}
          {restoredFrom === null ? '' : `, restoring version ${restoredFrom}`}
        </p>
        <ChangedSettings labels={changes.map(changeLabel)} />
        {live ? null : confirming ? (
          <ConfirmStep
            tone="caution"
            icon={History}
            question={`Restore version ${version}?`}
            consequence="Its settings are published again, as a new version, and every page shows them from its next load. The versions after it stay in the history."
            confirmLabel={`Yes, restore version ${version}`}
            busyLabel="Restoring..."
            busy={restoring.isPending}
            onConfirm={() => void restore()}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <ActionButton icon={History} onClick={() => setConfirming(true)} className="mt-3">
            Restore version {version}
          </ActionButton>
        )}
      </article>
    </li>
  )
}
