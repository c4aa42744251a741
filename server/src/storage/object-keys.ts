/**
 * Every object key and media URL is built here. The database stores keys; URLs are derived when
 * answering, so moving media behind a CDN changes one function.
 */

/** The same-origin URL that serves an object. */
export function mediaUrl(objectKey: string): string {
  return `/media/${objectKey.split('/').map(encodeURIComponent).join('/')}`
}
