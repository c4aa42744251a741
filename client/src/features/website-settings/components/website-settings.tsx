import { QueryStates, refreshOf, SectionShell } from '../../../components/portal/section-shell'
import { useAdminSiteSettings } from '../api/get-admin-site-settings'
import { useSiteSettingsVersions } from '../api/get-site-settings-versions'
import { settingsMessages } from '../settings-messages'
import { SettingsEditor } from './settings-editor'
import { SettingsHistory } from './settings-history'

/**
 * The portal's "Website settings" (issue 33): the company facts, services and page texts every
 * public page is made from, in groups; Preview, Publish, and the history with Restore.
 */
export function WebsiteSettings({
  onUnsavedChange,
}: {
  /** Hears whether there are unpublished changes (the route asks before leaving with them). */
  onUnsavedChange?: (unsaved: boolean) => void
}) {
  const settings = useAdminSiteSettings()
  const versions = useSiteSettingsVersions()
  const reload = async () => {
    const fresh = await settings.refetch()
    return fresh.isError ? undefined : fresh.data
  }
  return (
    <SectionShell
      title="Website settings"
      intro="The company’s facts, services and page texts the website shows. Preview a page with your changes, then Publish: every page shows them from its next load. Each published version stays in the history below, and can be restored."
      refresh={refreshOf(settings, versions)}
    >
      <div className="space-y-8">
        <QueryStates
          query={settings}
          loading="Loading the settings..."
          failed={settingsMessages.loadFailed}
        >
          {(published) => (
            <SettingsEditor
              published={published}
              onReload={reload}
              onUnsavedChange={onUnsavedChange}
            />
          )}
        </QueryStates>
        <SettingsHistory liveVersion={settings.data?.version} />
      </div>
    </SectionShell>
  )
}
