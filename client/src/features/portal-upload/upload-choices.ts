import { imageCategories } from '@site/contract/categories'

/** The batch select's value that sends at once, as the specification's cards do. */
export const decideAutomatically = ''

/** The batch select's value that lists the files first, each decided automatically. */
export const chooseEach = 'each'

/**
 * What a file may be filed under from the upload cards: the server takes any of these for a
 * photo or a video (a video is listed under Videos whatever its own category).
 */
export const uploadCategories: readonly string[] = imageCategories

/** One chosen file waiting to be sent, with its category ('' decides automatically). */
export interface ChosenFile {
  file: File
  category: string
}

/** The files as the queue takes them: the categories by index, undefined where none was chosen. */
export function categoriesOf(chosen: readonly ChosenFile[]): (string | undefined)[] {
  return chosen.map(({ category }) => category || undefined)
}
