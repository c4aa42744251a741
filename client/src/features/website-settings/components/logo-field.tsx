import { type ColourScheme, headerColourOf } from '@site/contract/header-colours'
import { siteLogoMessages, siteLogoRules } from '@site/contract/site-logo'
import { ImageUp, Trash2 } from 'lucide'
import { type ChangeEvent, useState } from 'react'
import { SiteMark } from '../../../components/layout/brand-mark'
import { ActionButton } from '../../../components/portal/action-button'
import { buttonClass } from '../../../components/ui/button-class'
import { FormField } from '../../../components/ui/form-field'
import { Icon } from '../../../components/ui/icon'
import { isSessionEnded } from '../../../lib/api-request'
import { useUploadSiteLogo } from '../api/upload-site-logo'
import { settingsMessages } from '../settings-messages'
import { useSettingsField } from './settings-form-context'

const accepted = new Set(siteLogoRules.accept.split(','))

/** What the portal can tell of a chosen file before sending it; the server reads the bytes. */
function logoFileProblem(file: File): string | undefined {
  if (file.size > siteLogoRules.maxBytes) return siteLogoMessages.tooLarge
  // A phone may give no type at all: the server decides then.
  if (file.type && !accepted.has(file.type)) return siteLogoMessages.notAPicture
  return undefined
}

/**
 * The company's logo: shown as the header will show it, beside the trading name. A chosen file is
 * sent at once (the server keeps a copy fitted to the header); like every setting, the site shows
 * it only once published.
 */
export function LogoField() {
  const logo = useSettingsField<string | undefined>('logo')
  const { value: name } = useSettingsField<string>('name')
  // The header's colour of the scheme being chosen, not the published one.
  const { value: scheme } = useSettingsField<ColourScheme | undefined>('colours')
  const upload = useUploadSiteLogo()
  const [problem, setProblem] = useState<string>()

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0]
    // Cleared, so choosing the same file again (after fixing it) fires again.
    event.currentTarget.value = ''
    if (!file) return
    const refused = logoFileProblem(file)
    setProblem(refused)
    if (refused) return
    try {
      logo.change((await upload.mutateAsync(file)).key)
    } catch (error) {
      if (isSessionEnded(error)) return
      setProblem(error instanceof Error ? error.message : settingsMessages.unexpected)
    }
  }

  const busy = upload.isPending
  return (
    <FormField
      label="Logo"
      hint={`PNG, JPEG or WebP, up to ${siteLogoRules.maxBytes / 1024 / 1024} MB. The header shows it on a white tile beside the name; without one, the site's lightning icon.`}
      error={problem ?? logo.error}
      // min-w-0: a long name in the preview is cut short, never widening the form on a phone.
      className="min-w-0 sm:col-span-2"
    >
      {(_id, control) => (
        <div className="flex flex-wrap items-center gap-3">
          <div
            className="flex min-h-14 w-full min-w-0 items-center gap-2.5 rounded-lg px-3 py-2 sm:w-auto sm:max-w-full"
            style={{ background: headerColourOf(scheme) }}
            data-field="logo"
          >
            <SiteMark logo={logo.value} />
            <span className="truncate text-base font-bold text-white">{name}</span>
          </div>
          <label
            className={`${buttonClass('outline', 'touch')} cursor-pointer [outline-color:var(--focus-ring)] outline-offset-2 has-focus-visible:outline-3 has-disabled:cursor-wait has-disabled:opacity-60`}
          >
            <input
              {...control}
              type="file"
              accept={siteLogoRules.accept}
              disabled={busy}
              onChange={(event) => void choose(event)}
              className="sr-only"
            />
            <Icon drawing={ImageUp} aria-hidden="true" className="size-4" />
            {busy ? 'Sending…' : logo.value ? 'Choose another logo' : 'Choose logo'}
          </label>
          {logo.value ? (
            <ActionButton
              icon={Trash2}
              busy={busy}
              onClick={() => {
                setProblem(undefined)
                logo.change(undefined)
              }}
            >
              Remove logo
            </ActionButton>
          ) : null}
        </div>
      )}
    </FormField>
  )
}
