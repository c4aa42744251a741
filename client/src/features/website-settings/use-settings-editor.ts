import type { SiteSettings } from '@site/contract/site-settings'
import type { PublishedSiteSettings } from '@site/contract/site-settings-api'
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { ApiError, isSessionEnded } from '../../lib/api-request'
import { usePublishSiteSettings } from './api/publish-site-settings'
import { withValueAt } from './dotted-path'
import {
  checkDraft,
  errorsFromServerMessage,
  formError,
  type SettingsErrors,
} from './settings-check'
import { draftOf, sameSettings } from './settings-draft'
import { groupOf, type SettingsGroupId, settingsGroups } from './settings-groups'
import { settingsMessages } from './settings-messages'

/**
 * The website settings form's state: the draft, the version it was opened at, its messages
 * (the schema's once a check was refused, the server's 400 until the next change) and Publish.
 */
export function useSettingsEditor(published: PublishedSiteSettings) {
  const publishing = usePublishSiteSettings()
  const [base, setBase] = useState(published)
  const [draft, setDraft] = useState(() => draftOf(published.settings))
  const [group, setGroup] = useState<SettingsGroupId>('company')
  const [checking, setChecking] = useState(false)
  const [serverErrors, setServerErrors] = useState<SettingsErrors>({})
  const [conflict, setConflict] = useState<string | null>(null)
  /** Raised to move the focus to the first problem once it is shown. */
  const [focusAsked, setFocusAsked] = useState(0)

  const opened = useMemo(() => draftOf(base.settings), [base])
  const unsaved = useMemo(() => !sameSettings(draft, opened), [draft, opened])
  const errors = useMemo(() => {
    const checked = checking ? checkDraft(draft) : undefined
    return { ...(checked && !checked.ok ? checked.errors : {}), ...serverErrors }
  }, [checking, draft, serverErrors])

  function open(settings: PublishedSiteSettings) {
    setBase(settings)
    setDraft(draftOf(settings.settings))
    setChecking(false)
    setServerErrors({})
    setConflict(null)
  }

  // Published again (a restore, someone else) while nothing is changed here: the form follows.
  if (published.version !== base.version && !unsaved && !publishing.isPending) open(published)

  function change(path: string, value: unknown) {
    setDraft((now) => withValueAt(now, path, value))
    if (Object.keys(serverErrors).length > 0) setServerErrors({})
  }

  /** Shows the group of the first problem, and has its field take the focus. */
  function showProblems(found: SettingsErrors) {
    const order = settingsGroups.map((one) => one.id as SettingsGroupId | undefined)
    const groups = Object.keys(found).map(groupOf)
    const first = order.find((one) => one && groups.includes(one))
    if (first) setGroup(first)
    setFocusAsked((count) => count + 1)
  }

  /** The settings to send, or undefined when the schema refuses a field (then shown there). */
  function settingsToSend(): SiteSettings | undefined {
    const checked = checkDraft(draft)
    if (checked.ok) return checked.settings
    setChecking(true)
    showProblems(checked.errors)
    return undefined
  }

  async function publish() {
    const settings = settingsToSend()
    if (!settings) return
    setConflict(null)
    setServerErrors({})
    try {
      const { version } = await publishing.mutateAsync({ baseVersion: base.version, settings })
      open({ version, settings })
      toast.success(settingsMessages.published, {
        description: settingsMessages.publishedAs(version),
        duration: settingsMessages.confirmationMs,
        position: settingsMessages.toastPosition,
      })
    } catch (error) {
      if (isSessionEnded(error)) return
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message)
        return setFocusAsked((count) => count + 1)
      }
      const message = error instanceof Error ? error.message : settingsMessages.unexpected
      const found =
        error instanceof ApiError && error.status === 400 && error.serverMessage
          ? errorsFromServerMessage(error.serverMessage, draft)
          : { [formError]: message }
      setServerErrors(found)
      showProblems(found)
      toast.error(settingsMessages.publishFailed, {
        description: message,
        position: settingsMessages.toastPosition,
      })
    }
  }

  return {
    base,
    draft,
    errors,
    unsaved,
    group,
    setGroup,
    conflict,
    focusAsked,
    publishing: publishing.isPending,
    change,
    open,
    undo: () => open(base),
    settingsToSend,
    publish,
  }
}
