import type { SiteSettings } from '@site/contract/site-settings'
import { ExternalLink } from 'lucide'
import { type FormEvent, useId, useRef } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { controlClass, labelClass } from '../../../components/ui/field-styles'
import { Icon } from '../../../components/ui/icon'
import { previewAction, previewPages } from '../preview-pages'

interface PreviewFormProps {
  /** The settings as they would be published, or undefined when a field is refused (shown). */
  check: () => SiteSettings | undefined
  className?: string
}

/**
 * Opens a public page made with the unsaved settings in a new tab: a plain form post, so the
 * browser opens the tab on the click itself (a tab opened after a fetch is a blocked pop-up).
 */
export function PreviewForm({ check, className = '' }: PreviewFormProps) {
  const id = useId()
  const settingsRef = useRef<HTMLInputElement>(null)
  // The form's fields are read after this handler, so the settings are put in here, checked.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const settings = check()
    if (!settings || !settingsRef.current) return event.preventDefault()
    settingsRef.current.value = JSON.stringify(settings)
  }
  return (
    <form
      method="post"
      action={previewAction}
      target="_blank"
      onSubmit={submit}
      className={`flex items-center gap-2 ${className}`}
      rel="noopener"
    >
      <input ref={settingsRef} type="hidden" name="settings" />
      {/* On a phone the page's name in the box says enough; the label stays for screen readers. */}
      <label htmlFor={id} className={`${labelClass} sr-only sm:not-sr-only`}>
        Page to preview
      </label>
      <div className="w-28 sm:w-36">
        <select id={id} name="path" className={`${controlClass} min-h-11 py-2`}>
          {previewPages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('outline', 'touch')}>
        <Icon drawing={ExternalLink} aria-hidden="true" className="hidden size-4 sm:block" />
        Preview
        <span className="sr-only">, opens in a new tab</span>
      </button>
    </form>
  )
}
