/**
 * The gallery's categories, shared by the public gallery and the admin portal (the server's
 * `services/categories.ts` holds the same lists and decides).
 */

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

/** What staff may file an item under: the defaults except Videos, plus General. */
export const imageCategories: readonly string[] = [
  ...defaultCategories.filter((category) => category !== videosCategory),
  generalCategory,
]
