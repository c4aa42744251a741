import { type ServiceType, serviceTypes } from '@site/contract/services'
import type { LucideIcon } from 'lucide-react'
import { Droplets, Hammer, HardHat, Sun, Wrench, Zap } from 'lucide-react'

export interface Service {
  title: ServiceType
  icon: LucideIcon
  items: readonly [string, string, string, string]
}

/** What each card shows besides its title. */
const cards: Record<ServiceType, Omit<Service, 'title'>> = {
  'Electrical Installations & Maintenance': {
    icon: Zap,
    items: [
      'Wiring installations',
      'Panel upgrades',
      'Safety inspections',
      'Electrical maintenance',
    ],
  },
  'Solar Panel Installations': {
    icon: Sun,
    items: ['Solar panel setup', 'Grid-tie systems', 'Off-grid solutions', 'Energy consultation'],
  },
  'Building & Construction': {
    icon: HardHat,
    items: ['New construction', 'Renovations', 'Structural work', 'Project management'],
  },
  'Specialized Services': {
    icon: Hammer,
    items: ['Corrugated roofing', 'Borehole setups', 'Lapa construction', 'Paving work'],
  },
  'Plumbing Services': {
    icon: Droplets,
    items: ['Pipe installations', 'Leak repairs', 'Drain cleaning', 'Fixture replacement'],
  },
  'General Maintenance & Repairs': {
    icon: Wrench,
    items: [
      'Preventive maintenance',
      'Emergency repairs',
      'Property upkeep',
      'Multi-service solutions',
    ],
  },
}

/** The six service cards shown on the home page and on /services, in the contract's order. */
export const services: readonly Service[] = serviceTypes.map((title) => ({
  title,
  ...cards[title],
}))

/** The shorter list in the footer's third column. */
export const footerServices: readonly string[] = [
  'Electrical Installations',
  'Solar Panel Installations',
  'Building & Construction',
  'Plumbing Services',
  'Paving & Landscaping',
  'Home Renovations',
  'General Maintenance',
]
