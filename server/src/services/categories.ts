/** The gallery's default categories, in the specification's order. */
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

/** Images the categoriser cannot place go here; listed only when it holds items. */
export const generalCategory = 'General'

/** The category that lists every video, whatever its own category. */
export const videosCategory = 'Videos'
