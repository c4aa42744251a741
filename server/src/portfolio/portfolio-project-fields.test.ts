import { portfolioTextFieldNames } from '@site/contract/portfolio-project-fields'
import { portfolioProjects } from '@site/db'
import { getTableColumns } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// The table is Drizzle's own declaration; this holds it to the contract's list of text fields.
describe('the portfolio_projects table', () => {
  const columns = getTableColumns(portfolioProjects)

  it('has a text column, named alike, empty by default, for every text field of a project', () => {
    for (const name of portfolioTextFieldNames) {
      const column = columns[name as keyof typeof columns]
      expect(column, name).toBeDefined()
      expect(column?.dataType, name).toBe('string')
      expect(column?.notNull, name).toBe(true)
      expect(column?.default, name).toBe('')
    }
  })
})
