import type { SiteSettings } from '@site/contract/site-settings'
import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { provideSiteSettings } from '../lib/site-settings'

/** The defaults with some groups replaced: `settingsWith({ hero: { ... } })`. */
export function settingsWith(changes: Partial<SiteSettings>): SiteSettings {
  return { ...defaultSiteSettings, ...changes }
}

/** A query client holding `settings`, as the root route leaves it before any page renders. */
export function queryClientWithSettings(
  settings: SiteSettings = defaultSiteSettings,
  queryClient = new QueryClient(),
): QueryClient {
  provideSiteSettings(queryClient, { version: 0, settings })
  return queryClient
}

/** A `wrapper` for `render`: the components under test read `settings` (the defaults). */
export function siteSettingsWrapper(
  settings: SiteSettings = defaultSiteSettings,
  queryClient = queryClientWithSettings(settings),
) {
  return function WithSiteSettings({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  }
}

/** `render` with the site settings in place (the defaults unless given). */
export function renderWithSettings(ui: ReactNode, settings: SiteSettings = defaultSiteSettings) {
  return render(ui, { wrapper: siteSettingsWrapper(settings) })
}
