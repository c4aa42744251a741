import type { AdminMediaItem, MediaChanges } from '@site/contract/media-admin'
import {
  type MediaTextFieldName,
  mediaTextFieldNames,
  mediaTextFields,
} from '@site/contract/media-item-fields'
import { type TextFieldSpec, textsOf } from '@site/contract/text-fields'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { InputField, SubmitButton, TextareaField } from '../../../components/ui/input-field'

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
    const props = {
      label,
      required,
      error: name === 'title' ? titleError : undefined,
      value: texts[name],
      maxLength,
      onValueChange: (value: string) => setTexts((previous) => ({ ...previous, [name]: value })),
    }
    return rows ? (
      <TextareaField key={name} rows={rows} {...props} />
    ) : (
      <InputField key={name} ref={name === 'title' ? titleRef : undefined} {...props} />
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
