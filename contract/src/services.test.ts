import { expect, it } from 'vitest'
import { serviceTypes } from './services.js'

it('offers the six services in the order the site shows them', () => {
  expect(serviceTypes.join('; ')).toBe(
    'Electrical Installations & Maintenance; Solar Panel Installations; Building & Construction; Specialized Services; Plumbing Services; General Maintenance & Repairs',
  )
})
