/** The eight default gallery categories, in the specification's order. */
export const defaultCategories = [
  'Bathroom Renovation',
  'Building',
  'Home Renovation',
  'Solar & Electrical',
  'Kitchen Renovation',
  'New Construction',
  'Maintenance',
  'Videos',
] as const

/** Where uploads land when nothing more specific fits. */
export const generalCategory = 'General'

/** The category that lists every video, whatever its own category. */
export const videosCategory = 'Videos'

export const allCategories = [...defaultCategories, generalCategory] as const

export type Category = (typeof allCategories)[number]

export function isCategory(name: string): name is Category {
  return (allCategories as readonly string[]).includes(name)
}
