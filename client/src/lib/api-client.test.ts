import { describe, expect, it } from 'vitest'
import { apiPath } from './api-client'

describe('apiPath', () => {
  it('returns the bare path without a query', () => {
    expect(apiPath('/api/projects')).toBe('/api/projects')
    expect(apiPath('/api/projects', { category: undefined })).toBe('/api/projects')
  })

  it('encodes query values', () => {
    expect(apiPath('/api/projects', { category: 'Solar & Electrical' })).toBe(
      '/api/projects?category=Solar+%26+Electrical',
    )
  })
})
