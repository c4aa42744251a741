import type { PublishedSiteSettings } from '@site/contract/site-settings-api'
import { useEffect, useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { useWarnBeforeLeaving } from '../../../lib/use-warn-before-leaving'
import { formError } from '../settings-check'
import { problemsByGroup, settingsGroups } from '../settings-groups'
import { settingsMessages } from '../settings-messages'
import { useSettingsEditor } from '../use-settings-editor'
import { GroupFields } from './group-panel'
import { PublishBar } from './publish-bar'
import { ReloadNote } from './reload-note'
import { SettingsFormContext } from './settings-form-context'
import { SettingsTabs } from './settings-tabs'

interface SettingsEditorProps {
  /** The newest published settings the portal knows of. */
  published: PublishedSiteSettings
  /** Fetches the published settings again; undefined when that failed. */
  onReload: () => Promise<PublishedSiteSettings | undefined>
  /** Hears whether there are unpublished changes, each time that changes. */
  onUnsavedChange?: (unsaved: boolean) => void
}

/** The settings in groups, with Preview and Publish in a bar at the bottom of the screen. */
export function SettingsEditor({ published, onReload, onUnsavedChange }: SettingsEditorProps) {
  const idBase = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const editor = useSettingsEditor(published)
  const { base, draft, errors, unsaved, group, conflict } = editor
  const [reloading, setReloading] = useState(false)
  const problems = problemsByGroup(errors)
  const problemCount = Object.values(problems).reduce((sum, count) => sum + count, 0)
  const newer = published.version !== base.version
  // Closing or reloading the page would lose the changes: the browser asks first.
  useWarnBeforeLeaving(unsaved)
  useEffect(() => {
    onUnsavedChange?.(unsaved)
    // Leaving the editor (a reload of the list, another section) leaves nothing unpublished.
    return () => onUnsavedChange?.(false)
  }, [unsaved, onUnsavedChange])

  // A refused field (or, on a 409, the note saying why nothing was published) takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a focus is asked for
  useEffect(() => {
    if (editor.focusAsked === 0) return
    const wanted = conflict ? '[data-reload-note]' : '[aria-invalid="true"], [data-list-error]'
    const element = rootRef.current?.querySelector<HTMLElement>(wanted)
    // In the middle of the screen: at its edge the Publish bar would cover it.
    element?.scrollIntoView?.({ block: 'center' })
    element?.focus({ preventScroll: true })
  }, [editor.focusAsked])

  async function reload() {
    setReloading(true)
    const fresh = await onReload()
    setReloading(false)
    if (fresh) editor.open(fresh)
    else toast.error(settingsMessages.loadFailed, { position: settingsMessages.toastPosition })
  }

  const note = conflict ?? (newer ? settingsMessages.newer(published.version) : null)
  const label = settingsGroups.find((one) => one.id === group)?.label
  return (
    <SettingsFormContext.Provider value={{ draft, errors, change: editor.change }}>
      <div ref={rootRef} className="rounded-2xl border border-line bg-white shadow-sm">
        {note ? (
          <div className="p-4 sm:px-6">
            <ReloadNote message={note} unsaved={unsaved} busy={reloading} onReload={reload} />
          </div>
        ) : null}
        <div className="grid gap-6 p-4 sm:p-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <SettingsTabs
            idBase={idBase}
            active={group}
            onSelect={editor.setGroup}
            problems={problems}
          />
          {/* Named by its heading: the tab's name carries the count of problems too. */}
          <div id={`${idBase}-panel`} role="tabpanel" aria-labelledby={`${idBase}-heading`}>
            <h3 id={`${idBase}-heading`} className="mb-5 text-xl font-bold text-brand-950">
              {label}
            </h3>
            <GroupFields group={group} />
          </div>
        </div>
        <PublishBar
          status={
            problemCount > 0 ? (
              <span className="font-semibold text-red-800">
                {settingsMessages.toFix(problemCount)}
              </span>
            ) : unsaved ? (
              'Changes not published yet.'
            ) : (
              `Version ${base.version}, as published.`
            )
          }
          formError={errors[formError]}
          unsaved={unsaved}
          publishing={editor.publishing}
          check={editor.settingsToSend}
          onUndo={editor.undo}
          onPublish={() => void editor.publish()}
        />
      </div>
    </SettingsFormContext.Provider>
  )
}
