import type { SiteService } from './site-settings.js'

// Without zod (types only from site-settings.ts): public pages show services' names with these.

export const notOurService = 'must be one of our services'

/** The key `reference` names among `services`: a key first, else a current name; undefined for none. */
export function serviceKeyOf(
  services: readonly SiteService[],
  reference: string,
): string | undefined {
  return (
    services.find((service) => service.key === reference) ??
    services.find((service) => service.name === reference)
  )?.key
}

/**
 * What a stored reference shows: its service's current name, or the stored text itself when no
 * service has that key (a value from before keys, or a service since removed), so nothing is lost.
 */
export function serviceNameOf(services: readonly SiteService[], stored: string): string {
  return services.find((service) => service.key === stored)?.name ?? stored
}
