import type { AdminMediaItem, CategorySource, MediaChanges } from '@site/contract/media-admin'
import { sessionMessages } from '@site/contract/session-messages'
import { CircleAlert, PenLine, RotateCcw, Trash2 } from 'lucide'
import { useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { ActionButton } from '../../../components/portal/action-button'
import { ConfirmStep } from '../../../components/portal/confirm-step'
import { MediaThumbnail } from '../../../components/portal/media-thumbnail'
import { StatusBadge } from '../../../components/portal/status-badge'
import { buttonClass } from '../../../components/ui/button-class'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { Icon } from '../../../components/ui/icon'
import { isSessionEnded } from '../../../lib/api-request'
import { adminMessages } from '../../../lib/portal/messages'
import { type CaptionActions, MediaCaptions } from './media-captions'
import { MediaStatusBadge } from './media-status-badge'
import { MediaTextsForm } from './media-texts-form'

/** What can be done to one item; each resolves once the server has done it. */
export interface MediaItemActions extends CaptionActions {
  onSave: (id: string, changes: MediaChanges) => Promise<unknown>
  onDelete: (id: string) => Promise<unknown>
  onRetry: (id: string) => Promise<unknown>
}

interface MediaLibraryItemProps extends MediaItemActions {
  item: AdminMediaItem
  selected: boolean
  onSelectedChange: (selected: boolean) => void
  /** Why the last bulk action did not change this item. */
  failure?: string
}

export const categorySourceText: Record<CategorySource, string> = {
  staff: 'Category chosen by staff',
  analyser: 'Categorised by the analyser',
  filename: 'Categorised by file name',
}

type Step = 'view' | 'edit' | 'confirmDelete' | 'deleting' | 'retrying'

const actionButton = `${buttonClass('outline', 'touch')} disabled:cursor-wait disabled:opacity-60`

/**
 * One item of the library: a tick to select it, what it is and its processing state (with the
 * reason and Retry when it failed), its texts to edit, Delete, and a video's captions.
 */
export function MediaLibraryItem({
  item,
  selected,
  onSelectedChange,
  failure,
  ...actions
}: MediaLibraryItemProps) {
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
      className={`rounded-xl border p-3 ${selected ? 'border-brand-700 bg-brand-50' : 'border-line bg-white'}`}
    >
      <div className="flex gap-3">
        <CheckboxField
          className="-m-1 flex size-11 shrink-0 cursor-pointer items-center justify-center"
          checked={selected}
          onCheckedChange={onSelectedChange}
          aria-label={`Select “${item.title}”`}
        />
        <MediaThumbnail item={item} />
        <div className="min-w-0 flex-1 text-sm">
          <h3 id={titleId} className="font-semibold break-words text-brand-950">
            {item.title}
          </h3>
          <p className="text-ink-muted">
            {item.category} · {item.fileType === 'video' ? 'Video' : 'Photo'}
          </p>
          <p className="text-ink-muted">{categorySourceText[item.categorySource]}</p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <MediaStatusBadge status={item.status} />
            {item.needsTitle ? <StatusBadge text="Needs a title" tone="amber" /> : null}
          </div>
        </div>
      </div>
      {item.status === 'failed' ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p className="min-w-0 flex-1 basis-48 break-words">
            {item.failureReason ?? 'The file could not be processed.'}
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void retry()}
            className={`${actionButton} bg-white`}
          >
            <Icon
              drawing={RotateCcw}
              aria-hidden="true"
              className={`size-4 ${step === 'retrying' ? 'motion-safe:animate-spin' : ''}`}
            />
            Retry
          </button>
        </div>
      ) : null}
      {failure ? (
        <p className="mt-2 flex gap-2 text-sm text-red-800">
          <Icon drawing={CircleAlert} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Not changed: {failure}
        </p>
      ) : null}
      {step === 'edit' ? (
        <MediaTextsForm item={item} onSave={save} onCancel={() => backTo(editRef.current)} />
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
          <div className="mt-3 flex flex-wrap gap-2">
            {(
              [
                { ref: editRef, next: 'edit', icon: PenLine, label: 'Edit texts' },
                { ref: deleteRef, next: 'confirmDelete', icon: Trash2, label: 'Delete' },
              ] as const
            ).map(({ ref, next, icon, label }) => (
              <ActionButton
                key={next}
                ref={ref}
                icon={icon}
                busy={busy}
                onClick={() => setStep(next)}
              >
                {label}
              </ActionButton>
            ))}
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
