import { describe, expect, it } from 'vitest'
import { serviceTypes } from './services.js'

describe('services', () => {
  it('are the six the site offers, in the order it shows them', () => {
    expect(serviceTypes).toEqual([
      'Electrical Installations & Maintenance',
      'Solar Panel Installations',
      'Building & Construction',
      'Specialized Services',
      'Plumbing Services',
      'General Maintenance & Repairs',
    ])
  })
})
