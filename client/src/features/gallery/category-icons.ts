import { type Category, isCategory } from '@site/contract/categories'
import type { IconNode } from 'lucide'
import { Bath, Building, ChefHat, Folder, HardHat, House, Sun, Video, Wrench } from 'lucide'

export const categoryIcons: Record<Category, IconNode> = {
  'Bathroom Renovation': Bath,
  Building: Building,
  'Home Renovation': House,
  'Solar & Electrical': Sun,
  'Kitchen Renovation': ChefHat,
  'New Construction': HardHat,
  Maintenance: Wrench,
  Videos: Video,
  General: Folder,
}

/** The API may return a category added later; it gets the General icon. */
export function categoryIcon(name: string): IconNode {
  return isCategory(name) ? categoryIcons[name] : categoryIcons.General
}
