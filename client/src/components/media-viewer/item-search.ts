/** The `?item=` search parameter: which item the media viewer shows, so the view can be shared. */
export interface ItemSearch {
  item?: string
}

// Item ids are UUIDs today; any short token of letters, digits, `-` and `_` is accepted so the
// check does not have to change with the id format. Anything else is dropped, as if absent.
const itemIdPattern = /^[\w-]{1,64}$/

export function parseItemSearch(search: Record<string, unknown>): ItemSearch {
  const item = search.item
  return typeof item === 'string' && itemIdPattern.test(item) ? { item } : {}
}
