/**
 * Every object key and media URL is built here. The database stores keys; URLs are derived when
 * answering, so moving media behind a CDN changes one function.
 */

/** The same-origin URL that serves an object. */
export function mediaUrl(objectKey: string): string {
  return `/media/${objectKey.split('/').map(encodeURIComponent).join('/')}`
}

/**
 * Keys this product writes: path segments of letters, digits, `.`, `_`, `-` and spaces, no `..`,
 * at most 512 characters. Anything else cannot name one of our objects.
 */
export function isValidObjectKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    key.split('/').every((segment) => /^[\w. -]+$/.test(segment) && !/^\.+$/.test(segment))
  )
}
