import { type FileType, fileTypes } from '@site/contract/upload-rules'
import type { UploadedItem } from '@site/contract/uploads'
import { Upload } from 'lucide'
import { useId, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { uploadProgress } from '../../../lib/media-upload/upload-state'
import { startUpload, useUploadQueueState } from '../../../lib/media-upload/use-media-upload'

interface PortfolioUploadProps {
  /** Called with each item the upload stored, to add it to the project. */
  onStored: (item: UploadedItem) => void
}

const accepts: Record<FileType, string> = {
  image: 'image/*,.heic,.heif',
  video: 'video/*,.mov,.avi',
}
const labels: Record<FileType, string> = { image: 'Upload photos', video: 'Upload videos' }

/**
 * Uploads straight into the project through the portal's queue (resumable, one batch at a time);
 * each stored item joins the project's items. Progress and errors show as in the upload portal.
 */
export function PortfolioUpload({ onStored }: PortfolioUploadProps) {
  const id = useId()
  const state = useUploadQueueState()
  const [mine, setMine] = useState(false)
  const busy = state.status === 'processing'

  function choose(kind: FileType, input: HTMLInputElement) {
    const files = [...(input.files ?? [])]
    input.value = ''
    setMine(startUpload(kind, files, onStored))
  }

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {fileTypes.map((kind) => (
          <label
            key={kind}
            className={`${buttonClass('outline', 'touch')} cursor-pointer [outline-color:var(--focus-ring)] outline-offset-2 has-focus-visible:outline-3 has-disabled:cursor-not-allowed has-disabled:opacity-50`}
          >
            <Icon drawing={Upload} aria-hidden="true" className="size-4" />
            {labels[kind]}
            <input
              id={`${id}-${kind}`}
              type="file"
              multiple
              accept={accepts[kind]}
              disabled={busy}
              onChange={(event) => choose(kind, event.currentTarget)}
              className="sr-only"
            />
          </label>
        ))}
      </div>
      <p role="status" className="mt-2 text-sm text-ink-muted">
        {busy
          ? `${mine ? 'Uploading into this project' : 'Another upload is under way'}: ${uploadProgress(state).percent} %. ${mine ? 'Each file joins the project once stored.' : 'Wait for it to finish.'}`
          : mine && state.status !== 'idle'
            ? 'Upload finished: the stored files are in the list above. Save to keep them in the project.'
            : ''}
      </p>
    </div>
  )
}
