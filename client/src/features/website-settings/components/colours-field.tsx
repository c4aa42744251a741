import { colourSchemeIds, colourSchemes } from '@site/contract/colour-schemes'
import { type ColourScheme, defaultColourScheme } from '@site/contract/header-colours'
import { useId } from 'react'
import { FieldError } from '../../../components/ui/field-error'
import { labelClass } from '../../../components/ui/field-styles'
import { useSettingsField } from './settings-form-context'

/**
 * The site's colour scheme, one of a few whose every pair of text and background is legible:
 * each shown as its dark, its accent and its light colours. Unset is the default scheme.
 */
export function ColoursField() {
  const { value, error, change } = useSettingsField<ColourScheme | undefined>('colours')
  const id = useId()
  const chosen = value ?? defaultColourScheme
  return (
    <fieldset
      className="min-w-0 sm:col-span-2"
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      data-field="colours"
    >
      <legend className={labelClass}>Colours</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {colourSchemeIds.map((scheme) => {
          const { label, palette } = colourSchemes[scheme]
          return (
            <label
              key={scheme}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 py-2 text-sm font-semibold text-ink has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700"
            >
              <input
                type="radio"
                name={`${id}-scheme`}
                value={scheme}
                checked={chosen === scheme}
                // Unset stays unset for the default, so choosing it back is no change.
                onChange={() => change(scheme === defaultColourScheme ? undefined : scheme)}
                className="size-5 shrink-0 accent-brand-900"
              />
              <span
                aria-hidden="true"
                className="flex shrink-0 overflow-hidden rounded-md border border-line"
              >
                {(['brand-950', 'accent-400', 'brand-50'] as const).map((token) => (
                  <span key={token} className="size-6" style={{ background: palette[token] }} />
                ))}
              </span>
              {label}
            </label>
          )
        })}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
        The header, buttons and highlights of every page. Each scheme keeps every text legible;
        Preview shows a page in it before you publish.
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}
