import { CirclePause } from 'lucide'
import { useUploadQueueState } from '../../lib/media-upload/use-media-upload'
import { Icon } from '../ui/icon'

/** On the login form: files an ended session left waiting go on after the login. */
export function HeldUploadsNote() {
  const { files } = useUploadQueueState()
  const held = files.filter((file) => !file.result).length
  if (held === 0) return null
  return (
    <p
      data-testid="held-uploads"
      className="mx-auto mb-6 flex max-w-md items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900"
    >
      <Icon drawing={CirclePause} aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {held} file(s) waiting: log in again and the upload continues where it stopped.
    </p>
  )
}
