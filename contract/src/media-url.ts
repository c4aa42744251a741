/**
 * The same-origin URL that serves a stored object (`GET /media/<key>`). The database and the site
 * settings store keys; URLs are made here, so moving media behind a CDN changes one function. No
 * zod: the public pages import it.
 */
export function mediaUrl(objectKey: string): string {
  return `/media/${objectKey.split('/').map(encodeURIComponent).join('/')}`
}
