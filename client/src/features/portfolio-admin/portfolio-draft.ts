import {
  type AdminPortfolioProject,
  type NewPortfolioProject,
  newPortfolioProject,
} from '@site/contract/portfolio'
import { portfolioTextsOf } from '@site/contract/portfolio-project-fields'
import type { SiteService } from '@site/contract/site-settings'

/**
 * What the editor holds while staff work on a project: the fields staff edit, as the staff view
 * has them (`published` is the button staff press). `slug` empty means "make one"; `scope` holds
 * keys of the settings' services, and a value no service has is kept as the project holds it.
 */
export type PortfolioDraft = Omit<
  AdminPortfolioProject,
  'id' | 'published' | 'createdAt' | 'updatedAt'
>

export type DraftField = keyof PortfolioDraft

/** Messages by the field they are about; `form` for what names no field. */
export type FieldErrors = Partial<Record<DraftField | 'form', string>>

export const noItemsToPublish = 'A published project needs at least one photo or video.'

/** `YYYY-MM` of today in the staff member's own time. */
export function thisMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
}

export function emptyDraft(now = new Date()): PortfolioDraft {
  return {
    title: '',
    slug: '',
    ...portfolioTextsOf({}),
    completedOn: thisMonth(now),
    category: '',
    scope: [],
    items: [],
    coverId: null,
    pairs: [],
  }
}

/** The fields a draft holds (errors naming another field are the form's). */
const draftFields = Object.keys(emptyDraft()) as DraftField[]

export function draftOf(project: AdminPortfolioProject): PortfolioDraft {
  const { id, published, createdAt, updatedAt, scope, ...fields } = project
  // As stored, a value no service has included: the server keeps what the project holds, so
  // saving never drops it unless staff untick it.
  return { ...fields, scope: [...scope] }
}

/** A scope entry as the editor offers it: a service's key and its current name. */
export interface ScopeChoice {
  key: string
  name: string
  /** Not one of the settings' services (stored before keys, or since removed). */
  former: boolean
}

/** The settings' services, then what the scope holds that none of them is (shown as stored). */
export function scopeChoices(scope: readonly string[], services: readonly SiteService[]) {
  const keys = new Set(services.map((service) => service.key))
  return [
    ...services.map(({ key, name }): ScopeChoice => ({ key, name, former: false })),
    ...scope
      .filter((value) => !keys.has(value))
      .map((value): ScopeChoice => ({ key: value, name: value, former: true })),
  ]
}

/** The scope with `key` ticked or not, in the order the choices are offered. */
export function scopeWith(
  scope: readonly string[],
  key: string,
  ticked: boolean,
  services: readonly SiteService[],
): string[] {
  const next = ticked ? [...scope, key] : scope.filter((value) => value !== key)
  return scopeChoices(next, services)
    .map((choice) => choice.key)
    .filter((value) => next.includes(value))
}

/**
 * The body of a save, checked against the contract the server applies, or the messages of what
 * it refuses (by field, in the server's words). An empty slug is left for the server to make.
 */
export function checkDraft(
  draft: PortfolioDraft,
  published: boolean,
): { ok: true; body: NewPortfolioProject } | { ok: false; errors: FieldErrors } {
  const body: NewPortfolioProject = {
    ...draft,
    slug: draft.slug.trim() || undefined,
    published,
  }
  const parsed = newPortfolioProject.safeParse(body)
  const errors: FieldErrors = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      addError(errors, String(issue.path[0] ?? ''), issue.message)
  }
  if (published && draft.items.length === 0) errors.items ??= noItemsToPublish
  return Object.keys(errors).length === 0 ? { ok: true, body } : { ok: false, errors }
}

const namedPart = /^([A-Za-z]+)(?:\.[\w.]+)?: (.+)$/s

/** Fields the API names that the editor shows elsewhere: publishing is refused for its items. */
const shownAt: Partial<Record<string, DraftField>> = { published: 'items' }

/**
 * An error's message by field. The API writes each problem as `field: message` (or
 * `pairs.0.beforeId: message`), several joined with "; " (the error handler's form); a part that
 * names no field continues the one before ("…used by X; choose another"), or is the form's.
 */
export function fieldErrorsFrom(message: string): FieldErrors {
  const parts: string[] = []
  for (const part of message.split('; ')) {
    const last = parts.length - 1
    if (namedPart.test(part) || last < 0) parts.push(part)
    else parts[last] = `${parts[last]}; ${part}`
  }
  const errors: FieldErrors = {}
  for (const part of parts) {
    const named = namedPart.exec(part)
    if (named?.[1] && named[2]) addError(errors, shownAt[named[1]] ?? named[1], named[2])
    else addError(errors, '', part)
  }
  return errors
}

function addError(errors: FieldErrors, name: string, message: string) {
  const field = (draftFields as readonly string[]).includes(name) ? (name as DraftField) : 'form'
  const text = field === 'form' && name ? `${name}: ${message}` : message
  errors[field] = errors[field] ? `${errors[field]} ${text}` : text
}
