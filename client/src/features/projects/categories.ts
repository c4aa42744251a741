import { defaultCategories, generalCategory } from '../../config/categories'

export const allCategories = [...defaultCategories, generalCategory] as const

export type Category = (typeof allCategories)[number]

export function isCategory(name: string): name is Category {
  return (allCategories as readonly string[]).includes(name)
}
