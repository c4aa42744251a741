import { describe, expect, it } from 'vitest'
import * as clientCategories from '../client/src/features/projects/categories.js'
import * as serverCategories from '../server/src/services/categories.js'

// The client keeps its own copy of the categories for when the API cannot be reached; the two
// copies must never drift apart.
describe('categories shared by the client and the API', () => {
  it('are the same names in the same order', () => {
    expect(clientCategories.defaultCategories).toEqual(serverCategories.defaultCategories)
    expect(clientCategories.generalCategory).toBe(serverCategories.generalCategory)
  })
})
