/**
 * A list of cards of any length (the site settings have one to twelve services, one to eight
 * values...): rows of equal cards, the last row centred, so no count leaves a hole in a grid.
 * The list gets `cardListClass`, each card `cardWidthClass(count, widest)`.
 */
export const cardListClass = 'flex flex-wrap justify-center gap-6'

// Written out whole, so Tailwind finds them; the gap is gap-6 (1.5rem).
const onTablets = 'w-full sm:w-[calc((100%_-_1.5rem)/2)]'
const onWideScreens = {
  2: 'lg:w-[calc((100%_-_1.5rem)/2)]',
  3: 'lg:w-[calc((100%_-_3rem)/3)]',
  4: 'lg:w-[calc((100%_-_4.5rem)/4)]',
  5: 'lg:w-[calc((100%_-_6rem)/5)]',
} as const

type Widest = keyof typeof onWideScreens

/**
 * One card's width: one a row on phones, two on tablets, and on wide screens up to `widest`,
 * spread over rows as evenly as they go (five of at most four: three and two).
 */
export function cardWidthClass(count: number, widest: Widest): string {
  const rows = Math.max(1, Math.ceil(count / widest))
  const perRow = (rows === 1 ? widest : Math.ceil(count / rows)) as Widest
  return `${onTablets} ${onWideScreens[perRow]}`
}
