/**
 * The fields a visitor types on the quote form, declared once (zod-free: the contact page imports
 * it, and ships no zod). Everything else follows from this list: the request's schema
 * (`quote-request.ts` checks each field by its kind), the insert, the staff view and card, the
 * staff mail, the multipart reader and its field cap, and the form's submission. The order is the
 * schema's, so the order of its error messages.
 *
 * To add a field: a `text` entry here (its label is what staff read in the portal and the mail),
 * a column of the same name in `db/src/schema/quote-requests.ts` and its migration, and its input in
 * the form (`quote-form.tsx`). See docs/architecture.md, "Adding a field to the quote request".
 */
export const quoteRequestFields = {
  firstName: { kind: 'name' },
  lastName: { kind: 'name' },
  email: { kind: 'email' },
  phone: { kind: 'phone' },
  serviceType: { kind: 'service' },
  message: { kind: 'message' },
  marketingConsent: { kind: 'consent' },
} as const satisfies Record<string, QuoteFieldSpec>

/**
 * How a field is checked and shown. The first six kinds are the specification's fields, each with
 * its own rules and place; `text` is any further optional line of text, trimmed, at most
 * `maxLength` characters, shown to staff under `label` when given.
 */
export type QuoteFieldSpec =
  | { kind: 'name' | 'email' | 'phone' | 'service' | 'message' | 'consent' }
  | { kind: 'text'; label: string; maxLength: number }

export type QuoteFieldKind = QuoteFieldSpec['kind']

type Fields = typeof quoteRequestFields

export type QuoteRequestFieldName = keyof Fields

/** The names of the fields of one kind (or kinds). */
export type QuoteFieldNamesOf<Kind extends QuoteFieldKind> = {
  [K in QuoteRequestFieldName]: Fields[K]['kind'] extends Kind ? K : never
}[QuoteRequestFieldName]

/** Stored as typed (the consent box is stored as when and to what words it was given instead). */
export type StoredQuoteFieldName = QuoteFieldNamesOf<Exclude<QuoteFieldKind, 'consent'>>

/** The optional text fields added to the specification's: shown to staff by their label. */
export type ExtraQuoteFieldName = QuoteFieldNamesOf<'text'>

/** The specification's stored fields, each shown in a place of its own. */
export type CoreQuoteFieldName = Exclude<StoredQuoteFieldName, ExtraQuoteFieldName>

/** The stored fields' values: text, '' for an optional one left empty. */
export type StoredQuoteFields = Record<CoreQuoteFieldName, string> &
  Partial<Record<ExtraQuoteFieldName, string>>

const names = Object.keys(quoteRequestFields) as QuoteRequestFieldName[]

/** The declaration, each field seen as any kind (for code that handles every kind). */
export const quoteFieldSpecs: Readonly<Record<QuoteRequestFieldName, QuoteFieldSpec>> =
  quoteRequestFields

/** Every field the visitor types, in the declaration's order. */
export const quoteRequestFieldNames: readonly QuoteRequestFieldName[] = names

/** The fields of one kind. */
export function quoteFieldNamesOf<Kind extends QuoteFieldKind>(
  ...kinds: Kind[]
): QuoteFieldNamesOf<Kind>[] {
  return names.filter((name) =>
    (kinds as QuoteFieldKind[]).includes(quoteFieldSpecs[name].kind),
  ) as QuoteFieldNamesOf<Kind>[]
}

/** The fields stored as typed: columns of the same name in the `inquiries` table. */
export const storedQuoteFieldNames: readonly StoredQuoteFieldName[] = names.filter(
  (name): name is StoredQuoteFieldName => quoteFieldSpecs[name].kind !== 'consent',
)

/** The added text fields, with their labels, in order: what staff see under the core ones. */
export const extraQuoteFields: readonly { name: ExtraQuoteFieldName; label: string }[] =
  names.flatMap((name) => {
    const spec = quoteFieldSpecs[name]
    return spec.kind === 'text' ? [{ name: name as ExtraQuoteFieldName, label: spec.label }] : []
  })

/** The stored fields of a request or a row, and nothing else (for the insert and the view). */
export function storedQuoteFieldsOf(
  source: Record<CoreQuoteFieldName, string> & Partial<Record<ExtraQuoteFieldName, string>>,
): StoredQuoteFields {
  return Object.fromEntries(
    storedQuoteFieldNames.flatMap((name) =>
      source[name] === undefined ? [] : [[name, source[name]]],
    ),
  ) as StoredQuoteFields
}
