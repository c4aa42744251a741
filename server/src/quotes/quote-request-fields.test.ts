import { quoteRequestFieldNames, storedQuoteFieldNames } from '@site/contract/quote-request-fields'
import { quoteRequests } from '@site/db'
import { getTableColumns } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

// The table is Drizzle's own declaration; this holds it to the contract's list of fields.
describe('the inquiries table', () => {
  const columns = getTableColumns(quoteRequests)

  it('has a text column, named alike, for every stored field of the quote request', () => {
    for (const name of storedQuoteFieldNames) {
      expect(columns[name as keyof typeof columns], name).toBeDefined()
      expect(columns[name as keyof typeof columns]?.dataType, name).toBe('string')
    }
  })

  it('stores the offers box as when and to what words it was given', () => {
    expect(quoteRequestFieldNames).toContain('marketingConsent')
    expect(storedQuoteFieldNames).not.toContain('marketingConsent')
    expect(columns.marketingConsentAt).toBeDefined()
    expect(columns.marketingConsentText).toBeDefined()
  })
})
