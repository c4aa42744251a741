import { createFileRoute, useBlocker } from '@tanstack/react-router'
import { useState } from 'react'
import { WebsiteSettings } from '../features/website-settings/components/website-settings'
import { sectionHead } from './-section-head'

export const Route = createFileRoute('/admin-portal/settings')({
  head: ({ match }) => sectionHead('Website settings', match.context.queryClient),
  component: SettingsPage,
})

/** Leaving for another section (or page of the site) with unpublished changes asks first. */
function SettingsPage() {
  const [unsaved, setUnsaved] = useState(false)
  useBlocker({
    shouldBlockFn: () =>
      !window.confirm('Your changes are not published yet. Leave and lose them?'),
    disabled: !unsaved,
    // Closing or reloading the page: the settings editor asks the browser itself.
    enableBeforeUnload: false,
  })
  return <WebsiteSettings onUnsavedChange={setUnsaved} />
}
