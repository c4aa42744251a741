/** The gallery's eight default categories, in the specification's order. */
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

/** Every category a visitor can meet: the defaults, then General. */
export const allCategories = [...defaultCategories, generalCategory] as const

export type Category = (typeof allCategories)[number]

/** What an item may be filed under: the defaults except Videos, plus General. */
export const imageCategories: readonly string[] = [
  ...defaultCategories.filter((category) => category !== videosCategory),
  generalCategory,
]

export function isCategory(name: string): name is Category {
  return (allCategories as readonly string[]).includes(name)
}

/**
 * The category `name` stands for (any case, surrounding spaces ignored), in its own spelling; a
 * name that is none of them is not a category (a gallery address and `GET /api/projects` answer
 * 404 for it).
 */
export function findCategory(name: string): Category | undefined {
  const wanted = name.trim().toLowerCase()
  return allCategories.find((category) => category.toLowerCase() === wanted)
}

/** The image category `name` stands for (any case, surrounding spaces ignored), if any. */
export function findImageCategory(name: string): string | undefined {
  const category = findCategory(name)
  return category !== undefined && imageCategories.includes(category) ? category : undefined
}
