import { type FileType, maxUploadMb } from '@site/contract/upload-rules'
import { Camera, type IconNode, ImagePlus, Video } from 'lucide'
import { type ChangeEvent, useId, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { FormField } from '../../../components/ui/form-field'
import { Icon } from '../../../components/ui/icon'
import { filesPass } from '../../../lib/media-upload/use-media-upload'
import { type ChosenFile, categoriesOf, chooseEach, decideAutomatically } from '../upload-choices'
import { CategorySelect, ChosenFiles } from './chosen-files'

const cards: Record<
  FileType,
  {
    title: string
    formats: string
    accept: string
    button: string
    camera: string
    icon: IconNode
  }
> = {
  image: {
    title: 'Upload Images',
    formats: 'JPG, PNG, WebP, HEIC',
    accept: 'image/*,.heic,.heif',
    button: 'Select Images',
    camera: 'Take a photo',
    icon: ImagePlus,
  },
  video: {
    title: 'Upload Videos',
    formats: 'MP4, MOV, AVI',
    accept: 'video/*,.mov,.avi',
    button: 'Select Videos',
    camera: 'Take a video',
    icon: Video,
  },
}

interface UploadCardProps {
  kind: FileType
  /** While a batch is being sent, no new one can be chosen. */
  disabled: boolean
  /**
   * Sends the files, with the category chosen for each (by index; none where the server
   * decides); the file inputs are emptied when it settles.
   */
  onSelect: (files: File[], categories?: (string | undefined)[]) => Promise<void>
}

const fileButton =
  'w-full cursor-pointer [outline-color:var(--focus-ring)] outline-offset-2 has-focus-visible:outline-3 has-disabled:cursor-not-allowed has-disabled:bg-line has-disabled:text-ink-muted has-disabled:shadow-none sm:w-auto'

/**
 * One kind of media: what it accepts, the category for the batch, and two file inputs styled as
 * buttons: the phone's camera (the capture hint) and the files already on it (no hint, which on
 * Android would open the camera instead). With "Decide automatically" the files go at once, as
 * the specification's cards do; with a category (or "Choose for each file") they are listed
 * first, each with its own category, until staff upload them. The inputs stay in the page
 * (visually hidden) so keyboards, screen readers and tests reach them by their labels.
 */
export function UploadCard({ kind, disabled, onSelect }: UploadCardProps) {
  const headingId = useId()
  const hintId = useId()
  const { title, formats, accept, button, camera, icon } = cards[kind]
  const [batchCategory, setBatchCategory] = useState(decideAutomatically)
  const [chosen, setChosen] = useState<ChosenFile[]>([])

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const files = Array.from(input.files ?? [])
    if (batchCategory === decideAutomatically && chosen.length === 0) {
      // Emptied every time, so choosing the same file again after a failure starts a new upload.
      void onSelect(files).finally(() => {
        input.value = ''
      })
      return
    }
    input.value = ''
    if (!filesPass(kind, files)) return
    const category = batchCategory === chooseEach ? decideAutomatically : batchCategory
    setChosen((before) => [...before, ...files.map((file) => ({ file, category }))])
  }

  function send() {
    const files = chosen
    setChosen([])
    void onSelect(
      files.map(({ file }) => file),
      categoriesOf(files),
    )
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <span className="grid size-12 place-items-center rounded-xl bg-brand-900 text-accent-400">
        <Icon drawing={icon} aria-hidden="true" className="size-6" />
      </span>
      <h2 id={headingId} className="mt-4 text-2xl font-bold tracking-tight text-brand-950">
        {title}
      </h2>
      <p id={hintId} className="mt-2 flex-1 text-ink-muted">
        {formats} up to {maxUploadMb(kind)}MB each. Choose several files at once, or take them with
        the camera on a phone.
      </p>
      <FormField label="Category" className="mt-5">
        {(selectId) => (
          <CategorySelect
            id={selectId}
            value={batchCategory}
            onChange={(value) => {
              setBatchCategory(value)
              // A category for the whole batch applies to the files already listed too.
              if (value !== chooseEach && value !== decideAutomatically) {
                setChosen((before) => before.map((one) => ({ ...one, category: value })))
              }
            }}
            extra={[[chooseEach, 'Choose for each file']]}
            className="sm:max-w-xs"
          />
        )}
      </FormField>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <FileButton
          label={button}
          icon={icon}
          accept={accept}
          disabled={disabled}
          describedBy={hintId}
          onChange={handleChange}
        />
        <FileButton
          label={camera}
          icon={Camera}
          accept={accept}
          camera
          disabled={disabled}
          describedBy={hintId}
          onChange={handleChange}
        />
      </div>
      {chosen.length > 0 ? (
        <ChosenFiles
          kind={kind}
          files={chosen}
          disabled={disabled}
          onChange={(index, category) =>
            setChosen((before) =>
              before.map((one, at) => (at === index ? { ...one, category } : one)),
            )
          }
          onSend={send}
          onClear={() => setChosen([])}
        />
      ) : null}
    </section>
  )
}

/** A file input styled as a button; `camera` adds the capture hint (the phone opens its camera). */
function FileButton(props: {
  label: string
  icon: IconNode
  accept: string
  camera?: boolean
  disabled: boolean
  describedBy: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}) {
  const drawing = props.icon
  return (
    <label className={`${buttonClass(props.camera ? 'outline' : 'primary')} ${fileButton}`}>
      <input
        type="file"
        multiple
        accept={props.accept}
        capture={props.camera ? 'environment' : undefined}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={props.onChange}
        className="sr-only"
      />
      <Icon drawing={drawing} aria-hidden="true" className="size-5" />
      {props.label}
    </label>
  )
}
