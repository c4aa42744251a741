import type { PublishedSiteSettings } from '@site/contract/site-settings-api'
import { Send, Undo2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { buttonClass } from '../../../../components/ui/button-class'
import { formError } from '../settings-check'
import { problemsByGroup, settingsGroups } from '../settings-groups'
import { settingsMessages } from '../settings-messages'
import { useSettingsEditor } from '../use-settings-editor'
import { GroupFields } from './group-panel'
import { PreviewForm } from './preview-form'
import { ReloadNote } from './reload-note'
import { SettingsFormContext } from './settings-form-context'
import { SettingsTabs } from './settings-tabs'

interface SettingsEditorProps {
  /** The newest published settings the portal knows of. */
  published: PublishedSiteSettings
  /** Fetches the published settings again; undefined when that failed. */
  onReload: () => Promise<PublishedSiteSettings | undefined>
}

/** The settings in groups, with Preview and Publish in a bar at the bottom of the screen. */
export function SettingsEditor({ published, onReload }: SettingsEditorProps) {
  const idBase = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const editor = useSettingsEditor(published)
  const { base, draft, errors, unsaved, group, conflict } = editor
  const [reloading, setReloading] = useState(false)
  const problems = problemsByGroup(errors)
  const problemCount = Object.values(problems).reduce((sum, count) => sum + count, 0)
  const newer = published.version !== base.version

  // A refused field (or, on a 409, the note saying why nothing was published) takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a focus is asked for
  useEffect(() => {
    if (editor.focusAsked === 0) return
    const wanted = conflict ? '[data-reload-note]' : '[aria-invalid="true"], [data-list-error]'
    rootRef.current?.querySelector<HTMLElement>(wanted)?.focus()
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
        <div className="sticky bottom-0 z-10 space-y-3 rounded-b-2xl border-t border-line bg-white/95 p-4 backdrop-blur sm:px-6">
          <p aria-live="polite" className="text-sm text-ink-muted">
            {problemCount > 0 ? (
              <span className="font-semibold text-red-800">
                {settingsMessages.toFix(problemCount)}
              </span>
            ) : unsaved ? (
              'Changes not published yet.'
            ) : (
              `Version ${base.version}, as published.`
            )}
          </p>
          {errors[formError] ? (
            <p
              role="alert"
              tabIndex={-1}
              data-list-error={formError}
              className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
            >
              {errors[formError]}
            </p>
          ) : null}
          <div className="flex flex-wrap items-end gap-2">
            <PreviewForm check={editor.settingsToSend} />
            <div className="flex flex-1 flex-wrap justify-end gap-2">
              <button
                type="button"
                onClick={editor.undo}
                disabled={!unsaved || editor.publishing}
                className={`${buttonClass('outline', 'touch')} disabled:cursor-not-allowed disabled:opacity-50`}
              >
                <Undo2 aria-hidden="true" className="size-4" />
                Undo changes
              </button>
              <button
                type="button"
                onClick={() => void editor.publish()}
                disabled={editor.publishing}
                className={`${buttonClass('primary', 'touch')} disabled:cursor-wait disabled:opacity-60`}
              >
                <Send aria-hidden="true" className="size-4" />
                {editor.publishing ? 'Publishing...' : 'Publish'}
              </button>
            </div>
          </div>
        </div>
      </div>
    </SettingsFormContext.Provider>
  )
}
