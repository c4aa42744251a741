import * as z from 'zod/mini'
import { notOurService } from './service-names.js'
import { siteService } from './site-settings.js'

/**
 * How quote requests and portfolio projects name a service (issue 33): by the stable key of one
 * of the site settings' services, so renaming it keeps every reference. A service's current name
 * is accepted too, for pages made before keys (cached in a visitor's browser, or served by an
 * older replica during an upgrade); the server turns it into the key. Which keys exist is known
 * only from the published settings, so the server checks that, not this shape.
 */

/** A key's shape (`solar`), or a name's (`Solar Panel Installations`), trimmed. */
export const serviceReference = z.union([siteService.shape.key, siteService.shape.name], {
  error: notOurService,
})
