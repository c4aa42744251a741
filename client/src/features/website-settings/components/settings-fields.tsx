import { internationalPhoneNumber } from '@site/contract/phone-numbers'
import { siteIcons } from '@site/contract/site-settings'
import type { ReactNode } from 'react'
import { InputField, SelectField, TextareaField } from '../../../components/ui/input-field'
import { useSettingsField } from './settings-form-context'

interface TextFieldProps {
  /** The setting's dotted path (`contact.email`). */
  path: string
  label: string
  hint?: ReactNode
  /** May be left empty. */
  optional?: boolean
  /** A text box of this many rows instead of a line. */
  rows?: number
  type?: 'text' | 'email' | 'tel' | 'time'
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url'
  className?: string
}

/** A line or a text box with its label, hint and message (the schema's words). */
export function TextField({
  path,
  label,
  hint,
  optional = false,
  rows,
  type = 'text',
  inputMode,
  className,
}: TextFieldProps) {
  const { value, error, change } = useSettingsField<string>(path)
  const field = {
    label,
    required: !optional,
    hint,
    error,
    className,
    value,
    'data-field': path,
    onValueChange: change,
  }
  return rows ? (
    <TextareaField {...field} rows={rows} />
  ) : (
    <InputField {...field} type={type} inputMode={inputMode} controlClassName="min-h-11" />
  )
}

/** A phone or WhatsApp number, typed in either form; the hint shows what will be stored. */
export function PhoneField({ path, label, optional }: Omit<TextFieldProps, 'hint' | 'type'>) {
  const { value } = useSettingsField<string>(path)
  const international = value.trim() ? internationalPhoneNumber(value) : undefined
  return (
    <TextField
      path={path}
      label={label}
      optional={optional}
      type="tel"
      hint={
        international
          ? `Stored as ${international}`
          : 'Local (082 555 0100) or international (+27 82 555 0100) form.'
      }
    />
  )
}

/** One of the site's icons, by name. */
export function IconField({ path, label = 'Icon' }: { path: string; label?: string }) {
  const { value, error, change } = useSettingsField<string>(path)
  return (
    <SelectField
      label={label}
      required
      error={error}
      value={value}
      data-field={path}
      onValueChange={change}
      controlClassName="min-h-11"
      options={siteIcons.map((icon) => ({ value: icon, label: icon }))}
    />
  )
}

/** A list typed one entry a line. */
export function LinesField(props: Omit<TextFieldProps, 'rows' | 'type'> & { max: number }) {
  const { max, hint, ...field } = props
  return (
    <TextField {...field} rows={Math.min(max, 5)} hint={hint ?? `One a line, at most ${max}.`} />
  )
}

/** Paragraphs typed in one box, an empty line between them. */
export function ParagraphsField(props: Omit<TextFieldProps, 'rows' | 'type'> & { max: number }) {
  const { max, hint, ...field } = props
  return (
    <TextField
      {...field}
      rows={10}
      hint={hint ?? `Leave an empty line between paragraphs; at most ${max} paragraphs.`}
    />
  )
}
