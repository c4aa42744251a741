/** The response for an id that names no media item (never stored, or deleted since). */
export const mediaItemNotFound = 'There is no such media item.'
