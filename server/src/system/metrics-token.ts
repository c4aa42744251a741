import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Whether an `Authorization` header carries `Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever was sent and however long it was.
 */
export function bearerTokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+)\s*$/i.exec(header ?? '')?.[1]
  if (given === undefined) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(token))
}
