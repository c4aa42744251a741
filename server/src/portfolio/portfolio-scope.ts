import { notOurService, serviceKeyOf } from '@site/contract/service-names'
import type { SiteService } from '@site/contract/site-settings'
import { PortfolioError } from './portfolio-errors.js'

/**
 * A project's scope as stored: each entry the key of one of `services` (the published ones; a
 * current name becomes its key). An entry the project already holds (`stored`) stays as it is
 * even when no service has it (a value from before keys), so saving a project never drops what
 * staff did not take out. Anything else is refused, naming the entry; a service named twice (by
 * key and by name) is kept once.
 */
export function scopeKeys(
  services: readonly SiteService[],
  scope: readonly string[],
  stored: readonly string[] = [],
): string[] {
  const keys = scope.map((reference, index) => {
    const key = serviceKeyOf(services, reference) ?? (stored.includes(reference) ? reference : null)
    if (key === null) throw new PortfolioError(400, `scope.${index}: ${notOurService}`)
    return key
  })
  return [...new Set(keys)]
}
