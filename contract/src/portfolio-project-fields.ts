/**
 * The lines of text staff write about a portfolio project besides its title, declared once
 * (zod-free: public pages import the limits). Each is optional: trimmed, at most `maxLength`
 * characters, stored as '' when left empty in a column of the same name of `portfolio_projects`.
 * Everything else follows from this list: the create and change schemas (`portfolio.ts`), the
 * limits, the staff view, the insert, and the editor's draft and fields. The order is the
 * schemas', so the order of their error messages.
 *
 * To add one: an entry here (staff see it under `label`, after the category) and a column of the
 * same name in `db/src/schema/portfolio.ts` with its migration. See docs/architecture.md, "Adding a
 * field to a record staff edit".
 */
export const portfolioTextFields = {
  summary: { label: 'Summary', maxLength: 300, onPublicPage: true },
  description: { label: 'Description', maxLength: 5000, onPublicPage: true },
  area: { label: 'Area (suburb or town)', maxLength: 100, onPublicPage: true },
} as const satisfies Record<string, PortfolioTextFieldSpec>

export interface PortfolioTextFieldSpec {
  label: string
  maxLength: number
  /**
   * The project's page and cards show it, each in a place of its own (and so does the editor).
   * A field without it is for staff only and the editor lists it after the category.
   */
  onPublicPage?: true
}

type Fields = typeof portfolioTextFields

export type PortfolioTextFieldName = keyof Fields

/** The added fields, for staff only. */
export type StaffPortfolioTextFieldName = {
  [K in PortfolioTextFieldName]: Fields[K] extends { onPublicPage: true } ? never : K
}[PortfolioTextFieldName]

/** The text fields' values: '' for one left empty. */
export type PortfolioTexts = Record<PortfolioTextFieldName, string>

/** Every text field, in the declaration's order. */
export const portfolioTextFieldNames = Object.keys(portfolioTextFields) as PortfolioTextFieldName[]

const specs: Readonly<Record<PortfolioTextFieldName, PortfolioTextFieldSpec>> = portfolioTextFields

/** The added, staff-only fields with their labels and limits, in order. */
export const staffPortfolioTextFields: readonly {
  name: StaffPortfolioTextFieldName
  label: string
  maxLength: number
}[] = portfolioTextFieldNames.flatMap((name) => {
  const { label, maxLength, onPublicPage } = specs[name]
  return onPublicPage ? [] : [{ name: name as StaffPortfolioTextFieldName, label, maxLength }]
})

/** Each text field's limit, by name. */
export const portfolioTextLimits = Object.fromEntries(
  portfolioTextFieldNames.map((name) => [name, specs[name].maxLength]),
) as { readonly [K in PortfolioTextFieldName]: Fields[K]['maxLength'] }

/**
 * The text fields of a request, a row or a project, and nothing else; '' for one it lacks (a new
 * draft, a fixture).
 */
export function portfolioTextsOf(source: Partial<PortfolioTexts>): PortfolioTexts {
  return Object.fromEntries(
    portfolioTextFieldNames.map((name) => [name, source[name] ?? '']),
  ) as PortfolioTexts
}
