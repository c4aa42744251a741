/** Window event that returns the gallery from one category to the category list. */
export const resetGalleryCategoryEvent = 'resetGalleryCategory'

export function requestGalleryReset(): void {
  window.dispatchEvent(new Event(resetGalleryCategoryEvent))
}
