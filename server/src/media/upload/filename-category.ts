import { generalCategory } from '@site/contract/categories'

/** The specification's filename rules (§5), in their order: the first match wins. */
const rules: { keywords: string[]; category: string }[] = [
  { keywords: ['bathroom', 'bath', 'shower'], category: 'Bathroom Renovation' },
  { keywords: ['kitchen', 'cook', 'cabinet'], category: 'Kitchen Renovation' },
  { keywords: ['solar', 'electric', 'wire'], category: 'Solar & Electrical' },
  { keywords: ['construction', 'build', 'new'], category: 'New Construction' },
  { keywords: ['maintenance', 'repair', 'fix'], category: 'Maintenance' },
  { keywords: ['building', 'office', 'commercial'], category: 'Building' },
  { keywords: ['home', 'room', 'renovation'], category: 'Home Renovation' },
]

/** The category a filename suggests: keywords anywhere in it, any case; otherwise General. */
export function categoryFromFilename(filename: string): string {
  const name = filename.toLowerCase()
  return (
    rules.find((rule) => rule.keywords.some((keyword) => name.includes(keyword)))?.category ??
    generalCategory
  )
}
