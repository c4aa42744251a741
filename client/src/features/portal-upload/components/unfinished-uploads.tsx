import { resumableUploadRules } from '@site/contract/upload-rules'
import { History } from 'lucide'
import { useId } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { formatBytes, percentOf } from '../../../lib/byte-size'
import { useForgetUpload } from '../../../lib/media-upload/forget-upload'
import {
  type UnfinishedUpload,
  useUnfinishedUploads,
} from '../../../lib/media-upload/get-unfinished-uploads'

interface UnfinishedUploadsProps {
  /** Addresses of the uploads in the batch on screen, which it shows itself. */
  inBatch: readonly (string | undefined)[]
}

/** Uploads this browser began before (the page was reloaded or closed) and did not finish. */
export function UnfinishedUploads({ inBatch }: UnfinishedUploadsProps) {
  const remembered = useUnfinishedUploads()
  const forget = useForgetUpload()
  const uploads = (remembered.data ?? []).filter((upload) => !inBatch.includes(upload.url))
  if (uploads.length === 0) return null
  return (
    <UnfinishedUploadList
      uploads={uploads}
      forgetting={forget.isPending ? forget.variables : undefined}
      onForget={(url) => forget.mutate(url)}
    />
  )
}

interface UnfinishedUploadListProps {
  uploads: readonly UnfinishedUpload[]
  /** The address being forgotten now. */
  forgetting?: string
  onForget: (url: string) => void
}

/**
 * The list, with what to do: a browser cannot keep a chosen file across a reload (decision 025),
 * so the staff member chooses it again and it goes on from where the server holds it.
 */
export function UnfinishedUploadList({ uploads, forgetting, onForget }: UnfinishedUploadListProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      data-testid="unfinished-uploads"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6"
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 text-lg font-bold tracking-tight text-brand-950"
      >
        <Icon drawing={History} aria-hidden="true" className="size-5 shrink-0" />
        Unfinished uploads
      </h2>
      <p className="mt-1 text-ink">
        These stopped before they were complete. To continue one, choose the same file again on the
        same card (Images or Videos): it goes on from where it stopped. Unfinished uploads are
        dropped {resumableUploadRules.lifetimeHours} hours after they began.
      </p>
      <ul className="mt-4 divide-y divide-amber-200 rounded-xl border border-amber-200 bg-white">
        {uploads.map((upload) => (
          <li
            key={upload.url}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
          >
            <div className="min-w-0">
              <p className="font-semibold break-all text-brand-950">{upload.name}</p>
              <p className="text-sm text-ink-muted">{progressOf(upload)}</p>
            </div>
            <button
              type="button"
              onClick={() => onForget(upload.url)}
              disabled={forgetting === upload.url}
              aria-label={`Forget ${upload.name}`}
              className={`${buttonClass('outline', 'sm')} min-h-11 disabled:cursor-wait disabled:opacity-60`}
            >
              Forget
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

function progressOf({ kind, size, offset }: UnfinishedUpload): string {
  const what = `${kind === 'video' ? 'Video' : 'Image'}, ${formatBytes(size)}`
  if (offset === null) return `${what}; how far it got is not known right now`
  return `${what}; ${formatBytes(offset)} of ${formatBytes(size)} arrived (${percentOf(offset, size)}%)`
}
