/**
 * The six services a quote request may name, as the client's service cards title them
 * (client/src/config/services.ts; a contract test keeps the two lists equal).
 */
export const serviceTypes = [
  'Electrical Installations & Maintenance',
  'Solar Panel Installations',
  'Building & Construction',
  'Specialized Services',
  'Plumbing Services',
  'General Maintenance & Repairs',
] as const

export type ServiceType = (typeof serviceTypes)[number]
