import {
  attachmentMb,
  type QuoteAttachmentKind,
  quoteAttachmentRules,
} from '@site/contract/quote-attachment-rules'
import { Camera, Film, Image as ImageIcon, X } from 'lucide'
import {
  type ChangeEvent,
  type Dispatch,
  type SetStateAction,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { formatBytes } from '../../../lib/byte-size'
import { downscalePhoto } from '../downscale-photo'
import { addPicked, type QuoteFiles } from '../quote-files'

interface QuoteFilesFieldProps {
  files: QuoteFiles
  /** A state setter: picks that finish together each add to the latest files. */
  onChange: Dispatch<SetStateAction<QuoteFiles>>
  disabled?: boolean
}

const photoRules = quoteAttachmentRules.photo
const videoRules = quoteAttachmentRules.video

/**
 * Photos (up to 5) and one video for the quote, from the phone's gallery or camera (the file
 * picker offers both). Each shows a thumbnail, its size and a remove button; a file left out is
 * named with the reason. Large photos are made smaller before they are held.
 */
export function QuoteFilesField({ files, onChange, disabled = false }: QuoteFilesFieldProps) {
  const legendId = useId()
  const hintId = useId()
  const photoInput = useRef<HTMLInputElement>(null)
  const videoInput = useRef<HTMLInputElement>(null)
  const [problems, setProblems] = useState<string[]>([])
  const [preparing, setPreparing] = useState(false)
  const latest = useRef(files)
  latest.current = files

  async function pick(event: ChangeEvent<HTMLInputElement>, kind: QuoteAttachmentKind) {
    const input = event.currentTarget
    const picked = Array.from(input.files ?? [])
    // Cleared, so picking the same file again after removing it fires a change.
    input.value = ''
    if (picked.length === 0) return
    setPreparing(true)
    try {
      const prepared = kind === 'photo' ? await Promise.all(picked.map(downscalePhoto)) : picked
      setProblems(addPicked(latest.current, prepared, kind).problems)
      onChange((current) => addPicked(current, prepared, kind).files)
    } finally {
      setPreparing(false)
    }
  }

  const held = [
    ...files.photos.map((file, index) => ({ file, kind: 'photo' as const, index })),
    ...(files.video ? [{ file: files.video, kind: 'video' as const, index: 0 }] : []),
  ]
  const remove = (kind: QuoteAttachmentKind, index: number) => {
    setProblems([])
    onChange((current) =>
      kind === 'photo'
        ? { ...current, photos: current.photos.filter((_, at) => at !== index) }
        : { ...current, video: null },
    )
  }
  const photosFull = files.photos.length >= photoRules.maxFiles

  return (
    <fieldset aria-describedby={hintId} className="sm:col-span-2">
      <legend id={legendId} className="font-semibold text-ink">
        Photos or a video of the job (optional)
      </legend>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        Up to {photoRules.maxFiles} photos ({photoRules.typeNames.join(', ')},{' '}
        {attachmentMb('photo')} MB each) and one short video ({videoRules.typeNames.join(' or ')},
        up to {videoRules.maxSeconds} seconds and {attachmentMb('video')} MB). They help us quote
        without a first visit.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={disabled || preparing || photosFull}
          onClick={() => photoInput.current?.click()}
          className={`${buttonClass('outline', 'sm')} disabled:cursor-not-allowed disabled:opacity-50`}
        >
          <Icon drawing={Camera} aria-hidden="true" className="size-4" />
          {files.photos.length > 0 ? 'Add more photos' : 'Add photos'}
        </button>
        <button
          type="button"
          disabled={disabled || preparing || files.video !== null}
          onClick={() => videoInput.current?.click()}
          className={`${buttonClass('outline', 'sm')} disabled:cursor-not-allowed disabled:opacity-50`}
        >
          <Icon drawing={Film} aria-hidden="true" className="size-4" />
          Add a video
        </button>
      </div>
      {/* Hidden inputs: the buttons above are what people see and reach with the keyboard. */}
      <input
        ref={photoInput}
        type="file"
        accept={photoRules.accept}
        multiple
        hidden
        tabIndex={-1}
        onChange={(event) => void pick(event, 'photo')}
      />
      <input
        ref={videoInput}
        type="file"
        accept={videoRules.accept}
        hidden
        tabIndex={-1}
        onChange={(event) => void pick(event, 'video')}
      />
      <p aria-live="polite" className="sr-only">
        {preparing ? 'Preparing your files...' : `${held.length} file(s) added.`}
      </p>
      {problems.length > 0 ? (
        <ul role="alert" className="mt-3 space-y-1 text-sm font-medium text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {held.length > 0 ? (
        <ul aria-label="Files to send" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {held.map(({ file, kind, index }) => (
            <li
              key={`${kind}-${index}-${file.name}-${file.size}`}
              className="relative overflow-hidden rounded-lg border border-line bg-surface-muted"
            >
              <FileThumbnail file={file} kind={kind} />
              <p className="truncate px-2 pt-1 text-xs font-medium text-ink" title={file.name}>
                {file.name}
              </p>
              <p className="px-2 pb-2 text-xs text-ink-muted">{formatBytes(file.size)}</p>
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(kind, index)}
                aria-label={`Remove ${file.name}`}
                className="absolute top-1.5 right-1.5 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-brand-950 shadow ring-1 ring-line hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <Icon drawing={X} aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  )
}

/** A photo's own picture (when the browser can show it), or an icon. */
function FileThumbnail({ file, kind }: { file: File; kind: QuoteAttachmentKind }) {
  const [url, setUrl] = useState<string | null>(null)
  const [broken, setBroken] = useState(false)
  useEffect(() => {
    if (kind !== 'photo') return
    const objectUrl = URL.createObjectURL(file)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [file, kind])

  const drawing = kind === 'photo' ? ImageIcon : Film
  return (
    <div className="flex aspect-[4/3] items-center justify-center bg-brand-50">
      {url && !broken ? (
        <img src={url} alt="" onError={() => setBroken(true)} className="size-full object-cover" />
      ) : (
        <Icon drawing={drawing} aria-hidden="true" className="size-8 text-brand-700" />
      )}
    </div>
  )
}
