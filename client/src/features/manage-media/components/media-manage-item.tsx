import type { AdminProject, MediaChanges } from '@site/contract/media-admin'
import { sessionMessages } from '@site/contract/session-messages'
import { Pencil, RotateCcw, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { ConfirmStep } from '../../../components/portal/confirm-step'
import { MediaThumbnail } from '../../../components/portal/media-thumbnail'
import { buttonClass } from '../../../components/ui/button-class'
import { isSessionEnded } from '../../../lib/api-request'
import { adminMessages } from '../../../lib/portal/messages'
import { type CaptionActions, MediaCaptions } from './media-captions'
import { MediaEditForm } from './media-edit-form'
import { MediaStatusBadge } from './media-status-badge'

/** What the list can do to an item; each resolves once the server has done it. */
export interface MediaActions extends CaptionActions {
  onSave: (id: string, changes: MediaChanges) => Promise<unknown>
  onDelete: (id: string) => Promise<unknown>
  onRetry: (id: string) => Promise<unknown>
}

interface MediaManageItemProps extends MediaActions {
  item: AdminProject
  categories: readonly string[]
}

type Step = 'view' | 'edit' | 'confirmDelete' | 'deleting' | 'retrying'

const smallButton = `${buttonClass('outline', 'sm')} disabled:cursor-wait disabled:opacity-60`

/** One item: its picture, title, category and status, and Edit / Delete / Retry. */
export function MediaManageItem({ item, categories, ...actions }: MediaManageItemProps) {
  const titleId = useId()
  const [step, setStep] = useState<Step>('view')
  const editRef = useRef<HTMLButtonElement>(null)
  const deleteRef = useRef<HTMLButtonElement>(null)

  /** Back to the buttons, with the focus on the one that opened the step. */
  function backTo(button: HTMLButtonElement | null) {
    setStep('view')
    requestAnimationFrame(() => button?.focus())
  }

  async function save(changes: MediaChanges) {
    try {
      await actions.onSave(item.id, changes)
    } catch (error) {
      // The form shows why; a lost session shows the login form instead.
      throw isSessionEnded(error) ? new Error(sessionMessages.sessionEnded) : error
    }
    toast.success(adminMessages.changesSaved, { description: changes.title ?? item.title })
    backTo(editRef.current)
  }

  async function remove() {
    setStep('deleting')
    try {
      await actions.onDelete(item.id)
      toast.success(adminMessages.deleted, { description: `“${item.title}” was deleted.` })
    } catch (error) {
      if (!isSessionEnded(error))
        toast.error(adminMessages.deleteFailed, { description: message(error) })
      backTo(deleteRef.current)
    }
  }

  async function retry() {
    setStep('retrying')
    try {
      await actions.onRetry(item.id)
      toast.success(adminMessages.retryQueued, { description: item.title })
    } catch (error) {
      if (!isSessionEnded(error))
        toast.error(adminMessages.retryFailed, { description: message(error) })
    }
    setStep('view')
  }

  const busy = step === 'deleting' || step === 'retrying'
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex gap-4">
        <MediaThumbnail item={item} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-lg font-bold break-words text-brand-950">
            {item.title}
          </h3>
          <p className="text-sm text-ink-muted">
            {item.category} · {item.fileType === 'video' ? 'Video' : 'Photo'}
          </p>
          <div className="mt-2">
            <MediaStatusBadge status={item.status} />
          </div>
          {item.status === 'failed' ? (
            <p className="mt-2 text-sm break-words text-red-800">
              {item.failureReason ?? 'The file could not be processed.'}
            </p>
          ) : null}
        </div>
      </div>

      {step === 'edit' ? (
        <MediaEditForm
          item={item}
          categories={categories}
          onSave={save}
          onCancel={() => backTo(editRef.current)}
        />
      ) : step === 'confirmDelete' || step === 'deleting' ? (
        <ConfirmStep
          question={`Delete “${item.title}”?`}
          consequence="It is removed from the gallery together with its files. This cannot be undone."
          busy={step === 'deleting'}
          onConfirm={() => void remove()}
          onCancel={() => backTo(deleteRef.current)}
        />
      ) : (
        <>
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              ref={editRef}
              type="button"
              disabled={busy}
              onClick={() => setStep('edit')}
              className={smallButton}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </button>
            <button
              ref={deleteRef}
              type="button"
              disabled={busy}
              onClick={() => setStep('confirmDelete')}
              className={smallButton}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </button>
            {item.status === 'failed' ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => void retry()}
                className={smallButton}
              >
                <RotateCcw
                  aria-hidden="true"
                  className={`size-4 ${step === 'retrying' ? 'motion-safe:animate-spin' : ''}`}
                />
                Retry
              </button>
            ) : null}
          </div>
          {item.fileType === 'video' ? (
            <MediaCaptions
              item={item}
              disabled={busy}
              onAttachCaptions={actions.onAttachCaptions}
              onRemoveCaptions={actions.onRemoveCaptions}
            />
          ) : null}
        </>
      )}
    </article>
  )
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : adminMessages.unexpected
}
