import { mediaTextFields } from '@site/contract/media-item-fields'
import { portfolioTextFields } from '@site/contract/portfolio-project-fields'
import type { TextFields } from '@site/contract/text-fields'
import { media, portfolioProjects } from '@site/db'
import { getTableColumns, type Table } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// The tables are Drizzle's own declarations; this holds each to its record's declared text fields.
describe.each([
  ['portfolio_projects', portfolioProjects as Table, portfolioTextFields as TextFields],
  ['media', media as Table, mediaTextFields as TextFields],
])('the %s table', (_, table, fields) => {
  const columns: Record<string, { dataType: string; notNull: boolean; default: unknown }> =
    getTableColumns(table)

  it('has a text column, named alike, for every declared text field; empty by default when optional', () => {
    for (const [name, spec] of Object.entries(fields)) {
      const column = columns[name]
      expect(column, name).toBeDefined()
      expect(column?.dataType, name).toBe('string')
      expect(column?.notNull, name).toBe(true)
      if (!spec.required) expect(column?.default, name).toBe('')
    }
  })
})
