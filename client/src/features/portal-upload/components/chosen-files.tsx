import type { FileType } from '@site/contract/upload-rules'
import { Upload, X } from 'lucide'
import { useId } from 'react'
import { ActionButton } from '../../../components/portal/action-button'
import { controlClass } from '../../../components/ui/field-styles'
import { formatBytes } from '../../../lib/byte-size'
import { kindCount } from '../../../lib/portal/messages'
import { type ChosenFile, uploadCategories } from '../upload-choices'

interface ChosenFilesProps {
  kind: FileType
  files: readonly ChosenFile[]
  disabled: boolean
  onChange: (index: number, category: string) => void
  onSend: () => void
  onClear: () => void
}

/** The files chosen on a card, each with its category, until staff send them or clear the list. */
export function ChosenFiles({
  kind,
  files,
  disabled,
  onChange,
  onSend,
  onClear,
}: ChosenFilesProps) {
  const listId = useId()
  return (
    <div className="mt-6 rounded-xl border border-line bg-surface-muted">
      <p id={listId} className="px-4 pt-3 text-sm font-semibold text-brand-950">
        {kindCount(files.length, kind)} chosen: check each one’s category, then upload.
      </p>
      <ul
        aria-labelledby={listId}
        className="mt-2 divide-y divide-line border-y border-line bg-white"
      >
        {files.map(({ file, category }, index) => (
          <ChosenFileLine
            // A file is chosen once per list: its position names it.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only changes as a whole
            key={index}
            file={file}
            category={category}
            onChange={(next) => onChange(index, next)}
          />
        ))}
      </ul>
      {/* Stays in reach above the phone's section bar while a long list scrolls under it. */}
      <div className="sticky bottom-[var(--portal-bar,0px)] flex flex-wrap gap-3 rounded-b-xl bg-surface-muted p-4">
        <ActionButton icon={Upload} variant="primary" onClick={onSend} disabled={disabled}>
          Upload {kindCount(files.length, kind)}
        </ActionButton>
        <ActionButton icon={X} onClick={onClear}>
          Clear
        </ActionButton>
      </div>
    </div>
  )
}

function ChosenFileLine(props: {
  file: File
  category: string
  onChange: (category: string) => void
}) {
  const selectId = useId()
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold break-all text-brand-950">{props.file.name}</p>
        <p className="text-sm text-ink-muted">{formatBytes(props.file.size)}</p>
      </div>
      <label htmlFor={selectId} className="sr-only">
        Category for {props.file.name}
      </label>
      <CategorySelect
        id={selectId}
        value={props.category}
        onChange={props.onChange}
        className="w-full sm:w-56"
      />
    </li>
  )
}

/** "Decide automatically" or one of the categories, with any extra choices first. */
export function CategorySelect(props: {
  id: string
  value: string
  onChange: (value: string) => void
  extra?: readonly [value: string, label: string][]
  className?: string
  describedBy?: string
}) {
  return (
    <select
      id={props.id}
      value={props.value}
      aria-describedby={props.describedBy}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      className={`${controlClass} min-h-11 ${props.className ?? ''}`}
    >
      <option value="">Decide automatically</option>
      {props.extra?.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
      {uploadCategories.map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </select>
  )
}
