import type { ReactNode } from 'react'
import { useMediaUpload } from '../../../lib/media-upload/use-media-upload'
import { UnfinishedUploads } from './unfinished-uploads'
import { UploadCard } from './upload-card'
import { UploadStatus } from './upload-status'

/**
 * The portal's first section, the specification's screen: unfinished uploads from before, the
 * two upload cards and the status banner; `children` below (the route passes the project list).
 */
export function UploadSection({ children }: { children?: ReactNode }) {
  const { state, busy, upload, pause, resume, cancel, clearBanner } = useMediaUpload()
  return (
    <>
      <div className="bg-surface-muted py-8 sm:py-12">
        <div className="mx-auto max-w-7xl space-y-6 px-4 sm:px-6 lg:px-8">
          <UnfinishedUploads inBatch={state.files.map((file) => file.url)} />
          <div className="grid gap-6 md:grid-cols-2">
            <UploadCard
              kind="image"
              disabled={busy}
              onSelect={(files, categories) => upload('image', files, categories)}
            />
            <UploadCard
              kind="video"
              disabled={busy}
              onSelect={(files, categories) => upload('video', files, categories)}
            />
          </div>
          <UploadStatus
            state={state}
            onClear={clearBanner}
            onPause={pause}
            onResume={resume}
            onCancel={cancel}
          />
        </div>
      </div>
      {children}
    </>
  )
}
