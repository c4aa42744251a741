import type { AdminProject, MediaChanges } from '@site/contract/media-admin'
import { textLimits } from '@site/contract/text-limits'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { controlClass } from '../../../components/ui/field-styles'
import { FormField } from '../../../components/ui/form-field'

interface MediaTextsFormProps {
  item: AdminProject
  /** Saves the changes; rejects with the message to show. */
  onSave: (changes: MediaChanges) => Promise<void>
  onCancel: () => void
}

type Texts = Pick<AdminProject, 'title' | 'description' | 'altText'>

/**
 * An item's title, description and alt text (the category is set for many at once in the bulk
 * bar); only what changed is sent.
 */
export function MediaTextsForm({ item, onSave, onCancel }: MediaTextsFormProps) {
  const titleRef = useRef<HTMLInputElement>(null)
  const [texts, setTexts] = useState<Texts>({
    title: item.title,
    description: item.description,
    altText: item.altText,
  })
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
    for (const field of ['title', 'description', 'altText'] as const) {
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

  const field = (name: keyof Texts, label: string, max: number, rows?: number) => (
    <FormField
      label={label}
      required={name === 'title'}
      error={name === 'title' ? titleError : undefined}
    >
      {(_, control) => {
        const props = {
          ...control,
          value: texts[name],
          maxLength: max,
          className: controlClass,
          onChange: (event: { target: { value: string } }) =>
            setTexts((previous) => ({ ...previous, [name]: event.target.value })),
        }
        return rows ? <textarea rows={rows} {...props} /> : <input ref={titleRef} {...props} />
      }}
    </FormField>
  )

  return (
    <form
      aria-label={`Edit “${item.title}”`}
      noValidate
      onSubmit={submit}
      className="mt-3 space-y-4 rounded-xl bg-surface-muted p-3"
    >
      {field('title', 'Title', textLimits.mediaTitle)}
      {field('description', 'Description', textLimits.mediaDescription, 3)}
      {field('altText', 'What the picture shows (alt text)', textLimits.mediaAltText, 2)}
      {saveError ? (
        <p role="alert" className="text-sm text-red-800">
          {saveError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={saving}
          className={`${buttonClass('primary', 'touch')} disabled:cursor-wait disabled:opacity-60`}
        >
          {saving ? 'Saving...' : 'Save changes'}
        </button>
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
