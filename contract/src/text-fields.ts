/**
 * Lines of text staff write on a record, declared once per record (zod-free, so public pages may
 * import them): `portfolio-project-fields.ts`, `media-item-fields.ts`. The schemas, the staff
 * view, the writes and the staff forms follow from such a declaration through these helpers.
 */
export interface TextFieldSpec {
  /** What staff read beside the field. */
  label: string
  maxLength: number
  /** Must not be empty (else stored as '' when left empty). */
  required?: true
  /** Written on several lines, this many shown. */
  rows?: number
  /**
   * The public site shows it, in a place of its own (and so does the staff form). A field without
   * it is for staff only: the staff view holds it, and the form lists it after the others.
   */
  onPublicPage?: true
}

export type TextFields = Readonly<Record<string, TextFieldSpec>>

/** The names of a declaration's fields for staff only. */
export type StaffOnlyName<Fields extends TextFields> = {
  [K in keyof Fields]: Fields[K] extends { onPublicPage: true } ? never : K
}[keyof Fields] &
  string

/** A declaration's field names, in its order. */
export function textFieldNames<Fields extends TextFields>(fields: Fields) {
  return Object.keys(fields) as (keyof Fields & string)[]
}

/** The fields for staff only, with what the form needs to show them, in order. */
export function staffOnlyTextFields<Fields extends TextFields>(fields: Fields) {
  return textFieldNames(fields).flatMap((name) => {
    const spec: TextFieldSpec = fields[name] as TextFieldSpec
    return spec.onPublicPage ? [] : [{ ...spec, name: name as StaffOnlyName<Fields> }]
  })
}

/** The names of the fields for staff only, in order. */
export function staffOnlyTextFieldNames<Fields extends TextFields>(fields: Fields) {
  return staffOnlyTextFields(fields).map((field) => field.name)
}

/** Each field's limit, by name. */
export function textLimitsOf<Fields extends TextFields>(fields: Fields) {
  return byField(textFieldNames(fields), (name) => fields[name]?.maxLength) as {
    readonly [K in keyof Fields]: Fields[K]['maxLength']
  }
}

/** One value for each name, in the names' order (a schema, a default). */
export function byField<Name extends string, Value>(
  names: readonly Name[],
  valueFor: (name: Name) => Value,
): Record<Name, Value> {
  return Object.fromEntries(names.map((name) => [name, valueFor(name)])) as Record<Name, Value>
}

/**
 * The named fields of a request, a row or a record, and nothing else; '' for one it lacks (a new
 * draft, a fixture).
 */
export function textsOf<Name extends string>(
  names: readonly Name[],
  source: Partial<Record<Name, string>>,
): Record<Name, string> {
  return byField(names, (name) => source[name] ?? '')
}
