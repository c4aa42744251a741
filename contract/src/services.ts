/** The six services the company offers, in the order the site shows them; a quote names one. */
export const serviceTypes = [
  'Electrical Installations & Maintenance',
  'Solar Panel Installations',
  'Building & Construction',
  'Specialized Services',
  'Plumbing Services',
  'General Maintenance & Repairs',
] as const

export type ServiceType = (typeof serviceTypes)[number]
