import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { ActionButton } from '../../../components/portal/action-button'
import { FieldError } from '../../../components/ui/field-error'
import { labelClass } from '../../../components/ui/field-styles'
import { RowButton } from './row-button'
import { useSettingsField } from './settings-form-context'

interface RowListProps<T extends { rowId: string }> {
  /** The list's dotted path (`services`, `about.coreValues`). */
  path: string
  legend: string
  /** One row, as its legend and buttons name it: "Service" → "Service 2", "Add service". */
  rowName: string
  hint?: string
  min: number
  max: number
  newRow: () => T
  /** Added to a row's legend: its name, so staff see which row is which when it is moved. */
  rowTitle?: (row: T) => string
  /** The row's fields, given the row's path (`services.2`). */
  children: (rowPath: string, row: T) => ReactNode
}

type Focus = { index: number; target: 'up' | 'down' | 'first' } | { target: 'add' }

/** A list of rows staff add, remove and reorder (services, links, values…). */
export function RowList<T extends { rowId: string }>({
  path,
  legend,
  rowName,
  hint,
  min,
  max,
  newRow,
  rowTitle,
  children,
}: RowListProps<T>) {
  const id = useId()
  const listRef = useRef<HTMLOListElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const { value: rows, error, change } = useSettingsField<T[]>(path)
  const [focus, setFocus] = useState<Focus | null>(null)
  const [said, setSaid] = useState('')

  // After a move the moved row's button keeps the focus; after adding, the new row's first field.
  useEffect(() => {
    if (!focus) return
    if (focus.target === 'add') return void addRef.current?.focus()
    const row = listRef.current?.children[focus.index]
    const other = focus.target === 'up' ? 'down' : 'up'
    const wanted =
      focus.target === 'first'
        ? row?.querySelector<HTMLElement>('input, select, textarea')
        : [focus.target, other]
            .map((action) => row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`))
            .find((button) => button && !button.disabled)
    wanted?.focus()
  }, [focus])

  const label = (row: T, index: number) => {
    const title = rowTitle?.(row).trim()
    return `${rowName} ${index + 1}${title ? `: ${title}` : ''}`
  }
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows]
    const [row] = next.splice(index, 1)
    if (!row) return
    next.splice(index + by, 0, row)
    change(next)
    setFocus({ index: index + by, target: by < 0 ? 'up' : 'down' })
    setSaid(`${label(row, index)} moved to position ${index + by + 1} of ${rows.length}.`)
  }
  const remove = (index: number) => {
    change(rows.filter((_, at) => at !== index))
    setFocus({ target: 'add' })
    setSaid(`${label(rows[index] as T, index)} removed.`)
  }
  const add = () => {
    change([...rows, newRow()])
    setFocus({ index: rows.length, target: 'first' })
    setSaid('')
  }

  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return (
    <fieldset aria-describedby={described.join(' ') || undefined}>
      <legend className={`${labelClass} text-base`}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {/* A message about the whole list takes the focus like a field's. */}
      <div tabIndex={-1} data-list-error={error ? path : undefined}>
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <ol ref={listRef} className="mt-3 space-y-4">
        {rows.map((row, index) => (
          <li key={row.rowId}>
            <fieldset className="rounded-xl border border-line bg-white p-4">
              <legend className="float-left w-full font-semibold break-words text-brand-950">
                {label(row, index)}
              </legend>
              <div className="clear-left space-y-4 pt-3">{children(`${path}.${index}`, row)}</div>
              <div className="mt-4 flex flex-wrap gap-2">
                <RowButton
                  action="up"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  icon={ArrowUp}
                  text="Move up"
                  what={label(row, index)}
                />
                <RowButton
                  action="down"
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                  icon={ArrowDown}
                  text="Move down"
                  what={label(row, index)}
                />
                <RowButton
                  action="remove"
                  disabled={rows.length <= min}
                  onClick={() => remove(index)}
                  icon={Trash2}
                  text="Remove"
                  what={label(row, index)}
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ActionButton icon={Plus} ref={addRef} onClick={add} disabled={rows.length >= max}>
          Add {rowName.toLowerCase()}
        </ActionButton>
        <p className="text-sm text-ink-muted">
          {rows.length} of at most {max}
          {min > 0 ? ` (at least ${min})` : ''}
        </p>
      </div>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </fieldset>
  )
}
