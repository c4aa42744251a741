import { describe, expect, it } from 'vitest'
import * as clientCategories from '../client/src/config/categories.js'
import { services } from '../client/src/config/services.js'
import * as serverCategories from '../server/src/services/categories.js'
import { serviceTypes } from '../server/src/services/service-types.js'

// The client keeps its own copy of the categories for when the API cannot be reached; the two
// copies must never drift apart.
describe('categories shared by the client and the API', () => {
  it('are the same names in the same order', () => {
    expect(clientCategories.defaultCategories).toEqual(serverCategories.defaultCategories)
    expect(clientCategories.generalCategory).toBe(serverCategories.generalCategory)
    expect(clientCategories.videosCategory).toBe(serverCategories.videosCategory)
    // What the admin portal offers when editing an item is what the API accepts.
    expect(clientCategories.imageCategories).toEqual(serverCategories.imageCategories)
  })
})

// The quote form offers the service cards' titles; the API accepts exactly those.
describe('services shared by the quote form and the API', () => {
  it('are the same titles in the same order', () => {
    expect(services.map((service) => service.title)).toEqual([...serviceTypes])
  })
})
