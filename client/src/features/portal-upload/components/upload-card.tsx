import { type FileType, maxUploadMb } from '@site/contract/upload-rules'
import { ImagePlus, type LucideIcon, Video } from 'lucide-react'
import { type ChangeEvent, useId } from 'react'
import { buttonClass } from '../../../components/ui/button-class'

const cards: Record<
  FileType,
  { title: string; formats: string; accept: string; button: string; icon: LucideIcon }
> = {
  image: {
    title: 'Upload Images',
    formats: 'JPG, PNG, WebP, HEIC',
    accept: 'image/*,.heic,.heif',
    button: 'Select Images',
    icon: ImagePlus,
  },
  video: {
    title: 'Upload Videos',
    formats: 'MP4, MOV, AVI',
    accept: 'video/*,.mov,.avi',
    button: 'Select Videos',
    icon: Video,
  },
}

interface UploadCardProps {
  kind: FileType
  /** While a batch is being sent, no new one can be chosen. */
  disabled: boolean
  /** Runs with the chosen files; the input is emptied when it settles. */
  onSelect: (files: File[]) => Promise<void>
}

/**
 * One kind of media: what it accepts, and the file input, styled as a button. The input itself
 * stays in the page (visually hidden) so keyboards, screen readers and tests reach it by its label.
 */
export function UploadCard({ kind, disabled, onSelect }: UploadCardProps) {
  const headingId = useId()
  const hintId = useId()
  const { title, formats, accept, button, icon: Icon } = cards[kind]

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const files = Array.from(input.files ?? [])
    // Emptied every time, so choosing the same file again after a failure starts a new upload.
    void onSelect(files).finally(() => {
      input.value = ''
    })
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <span className="grid size-12 place-items-center rounded-xl bg-brand-900 text-accent-400">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 id={headingId} className="mt-4 text-2xl font-bold tracking-tight text-brand-950">
        {title}
      </h2>
      <p id={hintId} className="mt-2 flex-1 text-ink-muted">
        {formats} up to {maxUploadMb(kind)}MB each. Choose several files at once, or take them with
        the camera on a phone.
      </p>
      <label
        className={`${buttonClass('primary')} mt-6 w-full cursor-pointer [outline-color:var(--focus-ring)] outline-offset-2 has-focus-visible:outline-3 has-disabled:cursor-not-allowed has-disabled:bg-line has-disabled:text-ink-muted has-disabled:shadow-none sm:w-auto sm:self-start`}
      >
        <input
          type="file"
          multiple
          accept={accept}
          capture="environment"
          disabled={disabled}
          aria-describedby={hintId}
          onChange={handleChange}
          className="sr-only"
        />
        <Icon aria-hidden="true" className="size-5" />
        {button}
      </label>
    </section>
  )
}
