import { createContext, useContext } from 'react'
import { valueAt } from '../dotted-path'
import type { SettingsErrors } from '../settings-check'
import type { SettingsDraft } from '../settings-draft'

interface SettingsForm {
  draft: SettingsDraft
  errors: SettingsErrors
  /** Puts `value` at a field's dotted path (`contact.phone`). */
  change: (path: string, value: unknown) => void
}

/** The draft and its messages, for the fields of every group without passing them down. */
export const SettingsFormContext = createContext<SettingsForm | null>(null)

export function useSettingsForm(): SettingsForm {
  const form = useContext(SettingsFormContext)
  if (!form) throw new Error('A settings field sits inside the website settings form')
  return form
}

/** One field's value, message and setter, by its dotted path. */
export function useSettingsField<T = string>(path: string) {
  const { draft, errors, change } = useSettingsForm()
  return {
    value: valueAt(draft, path) as T,
    error: errors[path],
    change: (value: T) => change(path, value),
  }
}
