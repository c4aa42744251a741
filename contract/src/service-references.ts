import * as z from 'zod/mini'
import { type SiteService, siteService } from './site-settings.js'

/**
 * How quote requests and portfolio projects name a service (issue 33): by the stable key of one
 * of the site settings' services, so renaming it keeps every reference. A service's current name
 * is accepted too, for pages made before keys (cached in a visitor's browser, or served by an
 * older replica during an upgrade); the server turns it into the key. Which keys exist is known
 * only from the published settings, so the server checks that, not this shape.
 */

export const notOurService = 'must be one of our services'

/** A key's shape (`solar`), or a name's (`Solar Panel Installations`), trimmed. */
export const serviceReference = z.union([siteService.shape.key, siteService.shape.name], {
  error: notOurService,
})

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
