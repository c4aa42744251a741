import type { AdminMediaItem } from '@site/contract/media-admin'
import type { AdminPortfolioProject } from '@site/contract/portfolio'
import type { UploadedItem } from '@site/contract/uploads'
import { ImagePlus, Trash2 } from 'lucide'
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { ActionButton } from '../../../components/portal/action-button'
import { ConfirmStep } from '../../../components/portal/confirm-step'
import { buttonClass } from '../../../components/ui/button-class'
import { ApiError, isSessionEnded } from '../../../lib/api-request'
import type { SavePortfolioProject } from '../api/save-portfolio-project'
import {
  checkDraft,
  type DraftField,
  draftOf,
  emptyDraft,
  type FieldErrors,
  fieldErrorsFrom,
  type PortfolioDraft,
} from '../portfolio-draft'
import { portfolioMessages } from '../portfolio-messages'
import { PortfolioItemOrder } from './portfolio-item-order'
import { PortfolioLeave } from './portfolio-leave'
import { PortfolioMediaPicker } from './portfolio-media-picker'
import { PortfolioPairs } from './portfolio-pairs'
import { PortfolioSaved } from './portfolio-saved'
import { PortfolioStoryFields } from './portfolio-story-fields'
import { PortfolioUpload } from './portfolio-upload'

interface PortfolioEditorProps {
  /** The project as the server holds it; absent for a new one. */
  project?: AdminPortfolioProject
  /** Every media item (`GET /api/admin/projects`). */
  media: readonly AdminMediaItem[]
  /** Every project, to leave out of the picker the items other projects hold. */
  projects?: readonly AdminPortfolioProject[]
  /** Creates or changes the project; rejects with an `ApiError` saying why not. */
  onSave: (request: SavePortfolioProject) => Promise<AdminPortfolioProject>
  onDelete: (id: string) => Promise<unknown>
  /** After a save: a new project is now edited under its id. */
  onSaved?: (project: AdminPortfolioProject) => void
  onClose: () => void
}

type Busy = null | 'saving' | 'deleting'

/** Creates or edits one portfolio project; nothing is sent until Save or Publish. */
export function PortfolioEditor({
  project,
  media,
  projects = [],
  onSave,
  onDelete,
  onSaved,
  onClose,
}: PortfolioEditorProps) {
  const headingId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [saved, setSaved] = useState(project)
  const [blank] = useState(emptyDraft)
  const [draft, setDraft] = useState<PortfolioDraft>(() => (project ? draftOf(project) : blank))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState<Busy>(null)
  const [picking, setPicking] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [justSaved, setJustSaved] = useState(false)
  const byId = useMemo(() => new Map(media.map((item) => [item.id, item])), [media])
  const published = saved?.published ?? false
  const unsaved = useMemo(
    () => JSON.stringify(draft) !== JSON.stringify(saved ? draftOf(saved) : blank),
    [draft, saved, blank],
  )
  const elsewhere = useMemo(
    () => new Set(projects.filter((one) => one.id !== saved?.id).flatMap((one) => one.items)),
    [projects, saved?.id],
  )

  // Opened from a button further up: the editor's top comes into view, its heading takes the focus.
  useEffect(() => {
    formRef.current?.scrollIntoView?.({ block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }, [])
  // A refused field takes the focus, so its message is read out with it.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-summary]')
      ?.focus()
  }, [errors])

  function change<F extends DraftField>(field: F, value: PortfolioDraft[F]) {
    setDraft((now) => ({ ...now, [field]: value }))
  }

  function addItems(ids: string[]) {
    setDraft((now) => ({
      ...now,
      items: [...now.items, ...ids.filter((id) => !now.items.includes(id))],
    }))
  }

  function removeItem(id: string) {
    setDraft((now) => ({
      ...now,
      items: now.items.filter((one) => one !== id),
      coverId: now.coverId === id ? null : now.coverId,
      pairs: now.pairs.filter((pair) => pair.beforeId !== id && pair.afterId !== id),
    }))
  }

  async function save(publish: boolean) {
    const checked = checkDraft(draft, publish)
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    setJustSaved(false)
    setBusy('saving')
    try {
      const response = await onSave(
        saved ? { id: saved.id, body: checked.body } : { body: checked.body },
      )
      setSaved(response)
      setDraft(draftOf(response))
      setJustSaved(true)
      toast.success(portfolioMessages.saved, {
        description: portfolioMessages.savedAs(response),
        duration: portfolioMessages.confirmationMs,
        position: portfolioMessages.toastPosition,
      })
      onSaved?.(response)
    } catch (error) {
      if (isSessionEnded(error)) return
      const message = error instanceof Error ? error.message : portfolioMessages.unexpected
      setErrors(errorsOf(error, message))
      toast.error(portfolioMessages.saveFailed, {
        description: message,
        position: portfolioMessages.toastPosition,
      })
    } finally {
      setBusy(null)
    }
  }

  async function remove() {
    if (!saved) return
    setBusy('deleting')
    try {
      await onDelete(saved.id)
      toast.success(portfolioMessages.deleted, {
        description: portfolioMessages.deletedWhat(saved.title),
        duration: portfolioMessages.confirmationMs,
        position: portfolioMessages.toastPosition,
      })
      onClose()
    } catch (error) {
      setBusy(null)
      setConfirmingDelete(false)
      if (!isSessionEnded(error)) {
        toast.error(portfolioMessages.deleteFailed, {
          description: error instanceof Error ? error.message : portfolioMessages.unexpected,
          position: portfolioMessages.toastPosition,
        })
      }
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save(published)
  }

  const formError = errors.form
  return (
    <form
      ref={formRef}
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      className="scroll-mt-20 rounded-2xl border border-line bg-white shadow-sm"
    >
      <div className="space-y-8 p-4 sm:p-6">
        <div>
          <PortfolioLeave unsaved={unsaved} onLeave={onClose} />
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="mt-4 text-xl font-bold break-words text-brand-950 sm:text-2xl"
          >
            {saved ? `Edit “${saved.title}”` : 'New portfolio project'}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">
            {saved
              ? published
                ? 'Published: visitors see it.'
                : 'Draft: only staff see it.'
              : 'Saved as a draft until you publish it. Save and Publish stay at the bottom of the screen.'}
          </p>
        </div>

        {formError ? (
          <p
            data-error-summary
            tabIndex={-1}
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            {formError}
          </p>
        ) : null}

        <section aria-labelledby={`${headingId}-story`}>
          <h4 id={`${headingId}-story`} className="mb-4 text-lg font-bold text-brand-950">
            The story
          </h4>
          <PortfolioStoryFields
            draft={draft}
            errors={errors}
            savedSlug={saved?.slug}
            onChange={change}
          />
        </section>

        <section aria-labelledby={`${headingId}-items`}>
          <h4 id={`${headingId}-items`} className="text-lg font-bold text-brand-950">
            Photos and videos ({draft.items.length})
          </h4>
          <p className="mb-4 text-sm text-ink-muted">
            Drag the grip, or use the arrow buttons, to change the order. The cover is the project’s
            picture in lists; without one, the first item.
          </p>
          {errors.items || errors.coverId ? (
            <p data-error-summary tabIndex={-1} role="alert" className="mb-3 text-sm text-red-800">
              {[errors.items, errors.coverId].filter(Boolean).join(' ')}
            </p>
          ) : null}
          {draft.items.length === 0 ? (
            <p className="mb-3 text-ink-muted">No photos or videos in this project yet.</p>
          ) : (
            <PortfolioItemOrder
              items={draft.items}
              media={byId}
              coverId={draft.coverId}
              onItemsChange={(items) => change('items', items)}
              onCoverChange={(id) => change('coverId', id)}
              onRemove={removeItem}
            />
          )}
          <div className="mt-4 space-y-3">
            <ActionButton
              icon={ImagePlus}
              aria-expanded={picking}
              onClick={() => setPicking((open) => !open)}
            >
              Choose from your media
            </ActionButton>
            {picking ? (
              <PortfolioMediaPicker
                media={media}
                chosen={draft.items}
                elsewhere={elsewhere}
                onAdd={(ids) => {
                  addItems(ids)
                  setPicking(false)
                }}
                onClose={() => setPicking(false)}
              />
            ) : null}
            <PortfolioUpload onStored={(item: UploadedItem) => addItems([item.id])} />
          </div>
        </section>

        <section aria-labelledby={`${headingId}-pairs`}>
          <h4 id={`${headingId}-pairs`} className="text-lg font-bold text-brand-950">
            Before and after
          </h4>
          <p className="mb-4 text-sm text-ink-muted">
            Two different photos of the project each; visitors slide between them.
          </p>
          <PortfolioPairs
            pairs={draft.pairs}
            items={draft.items}
            media={byId}
            onChange={(pairs) => change('pairs', pairs)}
            error={errors.pairs}
          />
        </section>

        {saved ? (
          <section aria-labelledby={`${headingId}-delete`}>
            <h4 id={`${headingId}-delete`} className="text-lg font-bold text-brand-950">
              Delete this project
            </h4>
            {confirmingDelete ? (
              <ConfirmStep
                question={`Delete the project “${saved.title}”?`}
                consequence={portfolioMessages.deleteConsequence}
                confirmLabel="Yes, delete the project"
                busy={busy === 'deleting'}
                onConfirm={() => void remove()}
                onCancel={() => setConfirmingDelete(false)}
              />
            ) : (
              <ActionButton
                icon={Trash2}
                busy={busy !== null}
                onClick={() => setConfirmingDelete(true)}
                className="mt-2 border-red-700 text-red-800 hover:bg-red-50"
              >
                Delete project
              </ActionButton>
            )}
          </section>
        ) : null}
      </div>

      <div className="sticky bottom-0 z-10 space-y-3 rounded-b-2xl border-t border-line bg-white/95 p-4 backdrop-blur sm:px-6">
        <PortfolioSaved project={saved} justSaved={justSaved} />
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            disabled={busy !== null}
            className={`${buttonClass('primary', 'touch')} flex-1 disabled:cursor-wait disabled:opacity-60 sm:flex-none`}
          >
            {busy === 'saving' ? 'Saving...' : saved ? 'Save changes' : 'Save draft'}
          </button>
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => void save(!published)}
            className={`${buttonClass('outline', 'touch')} flex-1 disabled:cursor-wait disabled:opacity-60 sm:flex-none`}
          >
            {published ? 'Unpublish' : 'Publish'}
          </button>
        </div>
      </div>
    </form>
  )
}

/** An error's messages by field: the API names the field in its 400s and 409s. */
function errorsOf(error: unknown, message: string): FieldErrors {
  const clientError = error instanceof ApiError && (error.status === 400 || error.status === 409)
  return clientError && error.serverMessage
    ? fieldErrorsFrom(error.serverMessage)
    : { form: message }
}
