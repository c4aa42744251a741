import { LoaderCircle, RefreshCw } from 'lucide-react'
import { useId } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { useAdminSiteSettings } from '../api/get-admin-site-settings'
import { useSiteSettingsVersions } from '../api/get-site-settings-versions'
import { settingsMessages } from '../settings-messages'
import { SettingsEditor } from './settings-editor'
import { SettingsHistory } from './settings-history'

/**
 * The portal's "Website settings" (issue 33): the company facts, services and page texts every
 * public page is made from, in groups; Preview, Publish, and the history with Restore.
 */
export function WebsiteSettings() {
  const headingId = useId()
  const settings = useAdminSiteSettings()
  const versions = useSiteSettingsVersions()
  const fetching = settings.isFetching || versions.isFetching
  const reload = async () => {
    const fresh = await settings.refetch()
    return fresh.isError ? undefined : fresh.data
  }
  return (
    <section
      id="website-settings"
      aria-labelledby={headingId}
      className="scroll-mt-20 border-b border-line bg-surface-muted py-12 sm:py-16"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-950">
            Website settings
          </h2>
          <button
            type="button"
            onClick={() => void Promise.all([settings.refetch(), versions.refetch()])}
            disabled={fetching}
            className={`${buttonClass('outline', 'sm')} disabled:cursor-wait disabled:opacity-60`}
          >
            <RefreshCw aria-hidden="true" className={`size-4 ${fetching ? 'animate-spin' : ''}`} />
            Refresh
          </button>
        </div>
        <p className="mt-2 max-w-3xl text-ink-muted">
          The company’s facts, services and page texts the website shows. Preview a page with your
          changes, then Publish: every page shows them from its next load. Each published version
          stays in the history below, and can be restored.
        </p>
        <div className="mt-6 space-y-8" aria-busy={settings.isPending}>
          {settings.isSuccess ? (
            <SettingsEditor published={settings.data} onReload={reload} />
          ) : settings.isError ? (
            <p role="alert" className="text-red-800">
              {settingsMessages.loadFailed} {settings.error.message}
            </p>
          ) : (
            <p className="flex items-center gap-3 text-ink-muted">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
              Loading the settings...
            </p>
          )}
          <SettingsHistory liveVersion={settings.data?.version} />
        </div>
      </div>
    </section>
  )
}
