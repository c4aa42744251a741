import { createHmac, randomBytes } from 'node:crypto'

/** A new session token: 256 random bits, cookie-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * What the database stores for a token. Keyed with SESSION_SECRET when one is set, so the table
 * alone (a leaked backup) cannot even be matched against stolen cookies.
 */
export function hashSessionToken(token: string, secret: string | undefined): string {
  return createHmac('sha256', secret ?? 'admin-session')
    .update(token)
    .digest('base64url')
}
