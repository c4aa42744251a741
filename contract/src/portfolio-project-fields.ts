import {
  byField,
  type StaffOnlyName,
  staffOnlyTextFields,
  type TextFieldSpec,
  textFieldNames,
  textLimitsOf,
  textsOf,
} from './text-fields.js'

/**
 * The lines of text staff write about a portfolio project besides its title, declared once
 * (zod-free: public pages import the limits). Each is optional: trimmed, at most `maxLength`
 * characters, stored as '' when left empty in a column of the same name of `portfolio_projects`.
 * Everything else follows from this list: the create and change schemas (`portfolio.ts`), the
 * limits, the staff view, the insert, and the editor's draft and fields. The order is the
 * schemas', so the order of their error messages.
 *
 * To add one: an entry here (without `onPublicPage`, staff see it under `label`, after the
 * category) and a column of the same name in `db/src/schema/portfolio.ts` with its migration. See
 * docs/architecture.md, "Adding a field to a record staff edit".
 */
export const portfolioTextFields = {
  summary: { label: 'Summary', maxLength: 300, rows: 2, onPublicPage: true },
  description: { label: 'Description', maxLength: 5000, rows: 5, onPublicPage: true },
  area: { label: 'Area (suburb or town)', maxLength: 100, onPublicPage: true },
} as const satisfies Record<string, TextFieldSpec>

type Fields = typeof portfolioTextFields

export type PortfolioTextFieldName = keyof Fields

/** The text fields' values: '' for one left empty. */
export type PortfolioTexts = Record<PortfolioTextFieldName, string>

/** Every text field, in the declaration's order. */
export const portfolioTextFieldNames = textFieldNames(portfolioTextFields)

/** The added fields, for staff only, with their labels and limits, in order. */
export const staffPortfolioTextFields = staffOnlyTextFields(portfolioTextFields)

export type StaffPortfolioTextFieldName = StaffOnlyName<Fields>

/** Each text field's limit, by name. */
export const portfolioTextLimits = textLimitsOf(portfolioTextFields)

/** One value (a schema, a default) for each text field, in the declaration's order. */
export function byPortfolioTextField<Value>(valueFor: (name: PortfolioTextFieldName) => Value) {
  return byField(portfolioTextFieldNames, valueFor)
}

/** The text fields of a request, a row or a project, and nothing else; '' for one it lacks. */
export function portfolioTextsOf(source: Partial<PortfolioTexts>): PortfolioTexts {
  return textsOf(portfolioTextFieldNames, source)
}
