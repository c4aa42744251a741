import type { KeyboardEvent } from 'react'
import { type SettingsGroupId, settingsGroups } from '../settings-groups'

interface SettingsTabsProps {
  /** Prefix of the tabs' ids; the panel is `${idBase}-panel`. */
  idBase: string
  active: SettingsGroupId
  onSelect: (group: SettingsGroupId) => void
  /** Fields with a message, by group. */
  problems: Partial<Record<SettingsGroupId, number>>
}

export const tabId = (idBase: string, group: SettingsGroupId) => `${idBase}-tab-${group}`

const keys: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * The groups of settings as tabs (WAI-ARIA tabs: arrows move between them): one row that scrolls
 * sideways on a phone, a column beside the form on a wide screen. A group with problems says how
 * many.
 */
export function SettingsTabs({ idBase, active, onSelect, problems }: SettingsTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keys[event.key]
    if (!step) return
    event.preventDefault()
    const index = settingsGroups.findIndex((group) => group.id === active)
    const next = settingsGroups[step(index, settingsGroups.length)]
    if (!next) return
    onSelect(next.id)
    document.getElementById(tabId(idBase, next.id))?.focus()
  }
  return (
    <div
      role="tablist"
      aria-label="Groups of settings"
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 lg:flex-col lg:gap-1 lg:overflow-visible"
    >
      {settingsGroups.map((group) => {
        const selected = group.id === active
        const count = problems[group.id] ?? 0
        return (
          <button
            key={group.id}
            id={tabId(idBase, group.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(group.id)}
            className={`flex min-h-11 shrink-0 items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold whitespace-nowrap transition-colors ${
              selected
                ? 'bg-brand-900 text-white'
                : 'border border-line bg-white text-brand-950 hover:bg-brand-50 lg:border-transparent lg:bg-transparent'
            }`}
          >
            {group.label}
            {count > 0 ? ' ' : null}
            {count > 0 ? (
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${selected ? 'bg-white text-red-800' : 'bg-red-100 text-red-900'}`}
              >
                {count} to fix
              </span>
            ) : null}
          </button>
        )
      })}
    </div>
  )
}
