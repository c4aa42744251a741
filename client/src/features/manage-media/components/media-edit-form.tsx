import type { AdminProject, MediaChanges } from '@site/contract/media-admin'
import { textLimits } from '@site/contract/text-limits'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { controlClass } from '../../../components/ui/field-styles'
import { FormField } from '../../../components/ui/form-field'
import { changesFrom, type DraftErrors, type MediaDraft, validateDraft } from '../media-changes'

interface MediaEditFormProps {
  item: AdminProject
  categories: readonly string[]
  /** Saves the changes; rejects with the message to show. */
  onSave: (changes: MediaChanges) => Promise<void>
  onCancel: () => void
}

/** Title, description and category of one item; nothing is sent when nothing changed. */
export function MediaEditForm({ item, categories, onSave, onCancel }: MediaEditFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const titleRef = useRef<HTMLInputElement>(null)
  const [draft, setDraft] = useState<MediaDraft>({
    title: item.title,
    description: item.description,
    category: item.category,
  })
  const [errors, setErrors] = useState<DraftErrors>({})
  const [saveError, setSaveError] = useState<string>()
  const [saving, setSaving] = useState(false)

  useEffect(() => titleRef.current?.focus(), [])
  // A refused field takes the focus, so its message is read out with it.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])

  // An item filed under a category staff cannot choose (none today) keeps it selectable.
  const options = categories.includes(item.category) ? categories : [item.category, ...categories]

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateDraft(draft, options)
    setErrors(found)
    setSaveError(undefined)
    if (Object.keys(found).length > 0) return
    const changes = changesFrom(item, draft)
    if (Object.keys(changes).length === 0) return onCancel()
    setSaving(true)
    try {
      await onSave(changes)
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error))
      setSaving(false)
    }
  }

  const set = (field: keyof MediaDraft) => (value: string) =>
    setDraft((previous) => ({ ...previous, [field]: value }))

  return (
    <form
      ref={formRef}
      aria-label={`Edit “${item.title}”`}
      noValidate
      onSubmit={submit}
      className="mt-4 space-y-4 rounded-xl bg-surface-muted p-4"
    >
      <FormField label="Title" required error={errors.title}>
        {(_, control) => (
          <input
            {...control}
            ref={titleRef}
            value={draft.title}
            onChange={(event) => set('title')(event.target.value)}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField label="Description" error={errors.description}>
        {(_, control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={textLimits.mediaDescription}
            value={draft.description}
            onChange={(event) => set('description')(event.target.value)}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField label="Category" required error={errors.category}>
        {(_, control) => (
          <select
            {...control}
            value={draft.category}
            onChange={(event) => set('category')(event.target.value)}
            className={controlClass}
          >
            {options.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {saveError ? (
        <p role="alert" className="text-sm text-red-800">
          {saveError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={saving}
          className={`${buttonClass('primary', 'sm')} disabled:cursor-wait disabled:opacity-60`}
        >
          {saving ? 'Saving...' : 'Save changes'}
        </button>
        <button
          type="button"
          disabled={saving}
          onClick={onCancel}
          className={buttonClass('outline', 'sm')}
        >
          Cancel
        </button>
      </div>
    </form>
  )
}
