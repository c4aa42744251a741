import { type SiteSettings, siteSettings } from '@site/contract/site-settings'
import { valueAt } from './dotted-path'
import { type SettingsDraft, settingsInput } from './settings-draft'
import { type BlockEntry, linesOf, paragraphsOf } from './text-blocks'

/** Messages by the field they are shown at (`contact.phone`, `services.2.items`); `form` for the rest. */
export type SettingsErrors = Record<string, string>

export const formError = 'form'

/**
 * The draft checked by the schema the server applies: the settings to send (numbers in
 * international form), or the schema's messages at the fields they are about.
 */
export function checkDraft(
  draft: SettingsDraft,
): { ok: true; settings: SiteSettings } | { ok: false; errors: SettingsErrors } {
  const parsed = siteSettings.safeParse(settingsInput(draft))
  if (parsed.success) return { ok: true, settings: parsed.data }
  const errors: SettingsErrors = {}
  for (const issue of parsed.error.issues) {
    addError(errors, draft, issue.path.map(String).join('.'), issue.message)
  }
  return { ok: false, errors }
}

const errorPart = /^settings(?:\.([\w.]+))?: (.+)$/s

/**
 * A 400's message at its fields. The API writes each problem as `settings.contact.phone: message`,
 * several joined by "; " (its error handler's form); what names no field is the form's.
 */
export function errorsFromServerMessage(message: string, draft: SettingsDraft): SettingsErrors {
  const errors: SettingsErrors = {}
  for (const part of message.split('; ')) {
    const named = errorPart.exec(part)
    if (named?.[2]) addError(errors, draft, named[1] ?? '', named[2])
    else addError(errors, draft, '', part)
  }
  return errors
}

const blocks: [RegExp, (block: string) => BlockEntry[]][] = [
  [/^(areasServed|footer\.serviceList|services\.\d+\.items)(?:\.(\d+))?$/, linesOf],
  [/^(about\.overview|privacy\.paragraphs)(?:\.(\d+))?$/, paragraphsOf],
]

/** The field a schema path is shown at, and how the message begins there. */
function placeOf(path: string, draft: SettingsDraft): { field: string; prefix: string } {
  for (const [pattern, entriesOf] of blocks) {
    const match = pattern.exec(path)
    if (!match?.[1]) continue
    const field = match[1]
    if (match[2] === undefined) return { field, prefix: '' }
    const entry = entriesOf(String(valueAt(draft, field) ?? ''))[Number(match[2])]
    return { field, prefix: entry ? `${entry.place}: ` : '' }
  }
  // A key is made from the name (or kept): the name is what staff can change.
  const key = /^(services\.\d+)\.key$/.exec(path)
  if (key) return { field: `${key[1]}.name`, prefix: 'Its key ' }
  const day = /^(businessHours\.\d+\.days)\.\d+$/.exec(path)
  if (day?.[1]) return { field: day[1], prefix: '' }
  return { field: path || formError, prefix: '' }
}

function addError(errors: SettingsErrors, draft: SettingsDraft, path: string, message: string) {
  const { field, prefix } = placeOf(path, draft)
  const text = field === formError && path ? `${path}: ${message}` : `${prefix}${message}`
  errors[field] = errors[field] ? `${errors[field]}. ${capitalised(text)}` : text
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
