import type { ColourScheme } from '@site/contract/header-colours'
import type { SiteSettings } from '@site/contract/site-settings'
import type { PublishedSiteSettings } from '@site/contract/site-settings-api'
import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { apiRequest } from './api-request'

/** The published site settings (company facts, services, page texts; issue 33). */
export const siteSettingsQueryKey = ['site-settings'] as const

/**
 * The settings every page is made from. A page the API renders carries them (lib/served-queries),
 * so the browser never asks for them on a public page; the admin portal's shell and the dev
 * server fetch them once. Kept for the visit: a published change shows on the next page load.
 * Not checked against the contract here (that would bring zod to every page).
 */
export const siteSettingsQueryOptions = queryOptions({
  queryKey: siteSettingsQueryKey,
  queryFn: async ({ signal }) =>
    (await apiRequest('/api/site-settings', { signal })) as PublishedSiteSettings,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})

/** The site settings, for a component (the root route has loaded them before any renders). */
export function useSiteSettings(): SiteSettings {
  return useSuspenseQuery(siteSettingsQueryOptions).data.settings
}

/**
 * The site settings outside React (a route's `head()`, a loader): `match.context.queryClient`.
 * The root route's `beforeLoad` has loaded them, so they are always there.
 */
export function siteSettingsOf(queryClient: QueryClient): SiteSettings {
  const published = queryClient.getQueryData(siteSettingsQueryKey) as
    | PublishedSiteSettings
    | undefined
  if (!published) throw new Error('The site settings are not loaded: the root route loads them')
  return published.settings
}

/** Puts settings in place before a render (the API's renders, tests). */
export function provideSiteSettings(queryClient: QueryClient, published: PublishedSiteSettings) {
  queryClient.setQueryData(siteSettingsQueryKey, published)
}

/**
 * The owner's colour scheme; none (the default) while the settings are not loaded, as on the
 * page that says loading them failed.
 */
export function colourSchemeOf(queryClient: QueryClient): ColourScheme | undefined {
  const published = queryClient.getQueryData(siteSettingsQueryKey) as
    | PublishedSiteSettings
    | undefined
  return published?.settings.colours
}
