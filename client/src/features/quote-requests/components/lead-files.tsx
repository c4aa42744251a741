import type { QuoteFile } from '@site/contract/leads'
import { AlertTriangle, Film, LoaderCircle, Play } from 'lucide'
import { useId, useState } from 'react'
import { LazyMediaViewer } from '../../../components/media-viewer/lazy-media-viewer'
import { Icon } from '../../../components/ui/icon'

/**
 * The photos and video a visitor sent with a request: thumbnails that open the site's viewer.
 * The files come from the staff-only routes (session cookie), as copies without the location
 * the visitor's phone recorded.
 */
export function LeadFiles({
  attachments,
  reference,
}: {
  attachments: QuoteFile[]
  reference: string
}) {
  const headingId = useId()
  const viewable = attachments.filter((file) => file.status === 'ready' && file.url)
  const [openAt, setOpenAt] = useState<number | null>(null)
  if (attachments.length === 0) return null
  const shown = openAt === null ? undefined : viewable[openAt]

  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h4 id={headingId} className="text-sm font-semibold text-brand-950">
        Sent with the request ({attachments.length})
      </h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {attachments.map((file) => {
          const at = viewable.indexOf(file)
          return (
            <li key={file.id}>
              {at >= 0 ? (
                <button
                  type="button"
                  onClick={() => setOpenAt(at)}
                  aria-label={`Open ${file.kind} ${file.filename}`}
                  className="relative block size-24 overflow-hidden rounded-lg bg-brand-50 ring-1 ring-line focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {file.thumbnailUrl ? (
                    <img
                      src={file.thumbnailUrl}
                      alt=""
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  ) : (
                    <Icon
                      drawing={Film}
                      aria-hidden="true"
                      className="m-auto size-8 text-brand-700"
                    />
                  )}
                  {file.kind === 'video' ? (
                    <Icon
                      drawing={Play}
                      aria-hidden="true"
                      className="absolute inset-0 m-auto size-9 rounded-full bg-black/60 p-2 text-white"
                    />
                  ) : null}
                </button>
              ) : (
                <FileNotViewable file={file} />
              )}
            </li>
          )
        })}
      </ul>
      {shown?.url ? (
        <LazyMediaViewer
          open
          onClose={() => setOpenAt(null)}
          mediaUrl={shown.url}
          mediaType={shown.kind === 'video' ? 'video' : 'image'}
          title={`${reference}: ${shown.filename}`}
          poster={shown.kind === 'video' ? (shown.thumbnailUrl ?? undefined) : undefined}
          currentIndex={openAt ?? 0}
          totalCount={viewable.length}
          hasPrevious={(openAt ?? 0) > 0}
          hasNext={(openAt ?? 0) < viewable.length - 1}
          onPrevious={() => setOpenAt((at) => Math.max(0, (at ?? 0) - 1))}
          onNext={() => setOpenAt((at) => Math.min(viewable.length - 1, (at ?? 0) + 1))}
        />
      ) : null}
    </section>
  )
}

/** A file still being prepared, or one no viewable copy could be made of. */
function FileNotViewable({ file }: { file: QuoteFile }) {
  const failed = file.status === 'failed'
  return (
    <div
      className="flex size-24 flex-col items-center justify-center gap-1 rounded-lg bg-surface-muted p-2 text-center text-xs text-ink-muted ring-1 ring-line"
      title={file.failureReason ?? undefined}
    >
      {failed ? (
        <Icon drawing={AlertTriangle} aria-hidden="true" className="size-5 text-red-700" />
      ) : (
        <Icon
          drawing={LoaderCircle}
          aria-hidden="true"
          className="size-5 animate-spin text-brand-700"
        />
      )}
      <span className="line-clamp-2 break-words">
        {failed ? `${file.filename} could not be opened` : `Preparing ${file.filename}`}
      </span>
    </div>
  )
}
