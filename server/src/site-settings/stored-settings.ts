import { type SiteSettings, siteSettings } from '@site/contract/site-settings'
import { defaultSiteSettings } from '@site/contract/site-settings-defaults'

type Issue = { code: string; path: PropertyKey[]; keys?: string[] }
type Container = Record<PropertyKey, unknown>

// Each round mends one problem; a record of settings has far fewer fields than this.
const maxRounds = 500

/**
 * Stored settings as the current schema reads them. A version published by an earlier release
 * can miss a setting added since, hold one removed since or a value a narrower rule refuses: the
 * pages must show the site anyway (decision 047). So what does not parse is mended field by field
 * and the rest kept: a setting it lacks or holds wrongly takes its default, one the schema no
 * longer has is dropped, a list item that is wrong is left out (and a list left too short takes
 * its default). Anything beyond mending gives the defaults.
 */
export function settingsFromStore(stored: unknown): SiteSettings {
  const candidate: unknown = structuredClone(stored)
  for (let round = 0; round < maxRounds; round++) {
    const result = siteSettings.safeParse(candidate)
    if (result.success) return result.data
    const [issue] = result.error.issues
    if (!issue || !isContainer(candidate) || !mend(candidate, issue)) break
  }
  return structuredClone(defaultSiteSettings)
}

/** Mends the setting `issue` is about, in place; false when it cannot. */
function mend(root: Container, issue: Issue): boolean {
  const path = issue.path
  if (issue.code === 'unrecognized_keys') {
    const group = valueAt(root, path)
    if (!isContainer(group) || Array.isArray(group)) return false
    for (const key of issue.keys ?? []) delete group[key]
    return true
  }
  const lastIndex = path.findLastIndex((segment) => typeof segment === 'number')
  if (lastIndex >= 0) {
    const list = valueAt(root, path.slice(0, lastIndex))
    if (!Array.isArray(list)) return false
    list.splice(path[lastIndex] as number, 1)
    return true
  }
  const name = path.at(-1)
  const parent = valueAt(root, path.slice(0, -1))
  if (name === undefined || !isContainer(parent)) return false
  const fallback = valueAt(defaultSiteSettings, path)
  if (fallback === undefined) delete parent[name]
  else parent[name] = structuredClone(fallback)
  return true
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let value = root
  for (const segment of path) {
    if (!isContainer(value)) return undefined
    value = value[segment]
  }
  return value
}

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null
}
