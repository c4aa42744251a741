import type { AdminMediaItem, MediaChanges } from '@site/contract/media-admin'
import {
  type MediaTextFieldName,
  mediaTextFieldNames,
  mediaTextFields,
} from '@site/contract/media-item-fields'
import { type TextFieldSpec, textsOf } from '@site/contract/text-fields'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { controlClass } from '../../../components/ui/field-styles'
import { FormField } from '../../../components/ui/form-field'
import { SubmitButton } from '../../../components/ui/input-field'

interface MediaTextsFormProps {
  item: AdminMediaItem
  /** Saves the changes; rejects with the message to show. */
  onSave: (changes: MediaChanges) => Promise<void>
  onCancel: () => void
}

type Texts = Record<MediaTextFieldName, string>

/**
 * An item's text fields (title, description, alt text and any in `media-item-fields.ts`; the
 * category is set for many at once in the bulk bar); only what changed is sent.
 */
export function MediaTextsForm({ item, onSave, onCancel }: MediaTextsFormProps) {
  const titleRef = useRef<HTMLInputElement>(null)
  const [texts, setTexts] = useState<Texts>(() => textsOf(mediaTextFieldNames, item))
  const [titleError, setTitleError] = useState<string>()
  const [saveError, setSaveError] = useState<string>()
  const [saving, setSaving] = useState(false)
  useEffect(() => titleRef.current?.focus(), [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaveError(undefined)
    if (!texts.title.trim()) {
      setTitleError('Enter a title.')
      titleRef.current?.focus()
      return
    }
    setTitleError(undefined)
    const changes: MediaChanges = {}
    for (const field of mediaTextFieldNames) {
      if (texts[field].trim() !== item[field]) changes[field] = texts[field].trim()
    }
    if (Object.keys(changes).length === 0) return onCancel()
    setSaving(true)
    try {
      await onSave(changes)
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error))
      setSaving(false)
    }
  }

  const field = (name: MediaTextFieldName) => {
    const { label, maxLength, required, rows }: TextFieldSpec = mediaTextFields[name]
    return (
      <FormField
        key={name}
        label={label}
        required={required}
        error={name === 'title' ? titleError : undefined}
      >
        {(_, control) => {
          const props = {
            ...control,
            value: texts[name],
            maxLength,
            className: controlClass,
            onChange: (event: { target: { value: string } }) =>
              setTexts((previous) => ({ ...previous, [name]: event.target.value })),
          }
          return rows ? (
            <textarea rows={rows} {...props} />
          ) : (
            <input ref={name === 'title' ? titleRef : undefined} {...props} />
          )
        }}
      </FormField>
    )
  }

  return (
    <form
      aria-label={`Edit “${item.title}”`}
      noValidate
      onSubmit={submit}
      className="mt-3 space-y-4 rounded-xl bg-surface-muted p-3"
    >
      {mediaTextFieldNames.map(field)}
      {saveError ? (
        <p role="alert" className="text-sm text-red-800">
          {saveError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          pending={saving}
          pendingLabel="Saving..."
          className={`${buttonClass('primary', 'touch')} disabled:cursor-wait disabled:opacity-60`}
        >
          Save changes
        </SubmitButton>
        <button
          type="button"
          disabled={saving}
          onClick={onCancel}
          className={buttonClass('outline', 'touch')}
        >
          Cancel
        </button>
      </div>
    </form>
  )
}
