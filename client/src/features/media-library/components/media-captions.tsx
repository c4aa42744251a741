import { captionRules } from '@site/contract/captions'
import type { AdminMediaItem } from '@site/contract/media-admin'
import { Captions, CaptionsOff } from 'lucide'
import { type ChangeEvent, useId, useState } from 'react'
import { toast } from 'sonner'
import { ActionButton } from '../../../components/portal/action-button'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { isSessionEnded } from '../../../lib/api-request'
import { adminMessages } from '../../../lib/portal/messages'
import { captionFileProblem } from '../caption-file'

export interface CaptionActions {
  onAttachCaptions: (variables: { id: string; file: File }) => Promise<unknown>
  onRemoveCaptions: (id: string) => Promise<unknown>
}

interface MediaCaptionsProps extends CaptionActions {
  item: AdminMediaItem
  /** Another action on the item is running. */
  disabled: boolean
}

const smallButton = `${buttonClass('outline', 'touch')} disabled:cursor-wait disabled:opacity-60`

/** A video's captions: whether it has them, and Add / Replace / Remove. */
export function MediaCaptions({ item, disabled, ...actions }: MediaCaptionsProps) {
  const stateId = useId()
  const [busy, setBusy] = useState(false)
  const has = item.captions !== null

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true)
    try {
      await work()
      toast.success(done, { description: item.title })
    } catch (error) {
      if (!isSessionEnded(error)) {
        const description = error instanceof Error ? error.message : adminMessages.unexpected
        toast.error(adminMessages.captionsFailed, { description })
      }
    } finally {
      setBusy(false)
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0]
    // Cleared, so choosing the same file again (after fixing it) fires again.
    event.currentTarget.value = ''
    if (!file) return
    const problem = captionFileProblem(file)
    if (problem) {
      toast.error(adminMessages.captionsFailed, { description: problem })
      return
    }
    void run(() => actions.onAttachCaptions({ id: item.id, file }), adminMessages.captionsSaved)
  }

  const off = disabled || busy
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-line pt-3">
      <p id={stateId} className="mr-auto text-sm text-ink-muted">
        {has ? `Captions: ${captionRules.label}` : 'No captions'}
      </p>
      <label
        className={`${smallButton} cursor-pointer [outline-color:var(--focus-ring)] outline-offset-2 has-focus-visible:outline-3 has-disabled:cursor-wait has-disabled:opacity-60`}
      >
        <input
          type="file"
          accept={`${captionRules.extension},${captionRules.contentType}`}
          disabled={off}
          aria-describedby={stateId}
          onChange={choose}
          className="sr-only"
        />
        <Icon drawing={Captions} aria-hidden="true" className="size-4" />
        {has ? 'Replace captions' : 'Add captions (.vtt)'}
      </label>
      {has ? (
        <ActionButton
          icon={CaptionsOff}
          busy={off}
          onClick={() =>
            void run(() => actions.onRemoveCaptions(item.id), adminMessages.captionsRemoved)
          }
        >
          Remove captions
        </ActionButton>
      ) : null}
    </div>
  )
}
